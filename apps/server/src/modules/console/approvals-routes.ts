/**
 * The second approval (issue 44 "Staff cannot mint money"; docs/console.md "Approvals"; right `money.adjust`):
 * `GET /v1/admin/approvals?status=pending|approved|rejected` lists the console saves that wait (newest first, at
 * most 100, with the body each would save); `POST /v1/admin/approvals/{id}/approve` runs the stored save again in
 * one transaction with the approval, every bound of the save checked again (its own 4xx if one now refuses: the
 * approval stays pending), and `POST /v1/admin/approvals/{id}/reject` drops it (approvals.ts). A staff member never
 * decides their own save. Errors: 404 approval_not_found, 409 approval_not_pending (decided already, also by a
 * racing call), 403 console_forbidden (no right, or one's own save).
 */
import {
  adminApproval,
  adminApprovalsQuery,
  adminApprovalsResponse,
} from '@cases/domain/api/admin-approvals';
import { z } from 'zod';
import type { App, AppDeps } from '../../platform/types.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { approvalsOf, decideApproval } from './approvals.ts';

const idParam = z.object({ id: z.string().min(1).max(20) });

export function consoleApprovalsRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/admin/approvals',
    {
      config: { auth: 'required' },
      schema: { querystring: adminApprovalsQuery, response: { 200: adminApprovalsResponse } },
    },
    async (req) => {
      await requireStaff(db, req, 'money.adjust');
      return { approvals: await approvalsOf(db, req.query.status) };
    },
  );

  for (const decision of ['approve', 'reject'] as const)
    app.post(
      `/v1/admin/approvals/:id/${decision}`,
      {
        schema: { params: idParam, response: { 200: adminApproval } },
        // What decideApproval answers besides the console's own refusals (the OpenAPI document lists them).
        config: {
          auth: 'required',
          errors: [
            [403, 'console_forbidden'],
            [404, 'approval_not_found'],
            [409, 'approval_not_pending'],
          ],
        },
      },
      async (req) => {
        const staff = await requireStaff(db, req, 'money.adjust');
        return decideApproval(db, app.approvals, staff, req.ip, req.params.id, decision);
      },
    );
}
