/**
 * The second approval (issue 44 "Staff cannot mint money"; docs/console.md "Approvals"; right `money.adjust`):
 * `GET /v1/admin/approvals?status=pending|approved|rejected` lists the console saves that wait (newest first, at
 * most 100, with the body each would save); `POST /v1/admin/approvals/{id}/approve` runs the stored save again in
 * one transaction with the approval, every bound of the save checked again (its own 4xx if one now refuses: the
 * approval stays pending), and `POST /v1/admin/approvals/{id}/reject` drops it. A staff member never decides their
 * own save. Each decision writes one audit entry (`approval.approve|reject`); the save writes its own.
 * Errors: 404 approval_not_found, 409 approval_not_pending (decided already, also by a racing call), 403
 * console_forbidden (no right, or one's own save).
 */
import {
  adminApproval,
  adminApprovalsQuery,
  adminApprovalsResponse,
} from '@cases/domain/api/admin-approvals';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { consoleApprovals, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { requireStaff, type Staff } from '../../kernel/staff/access.ts';
import { audit } from '../../kernel/staff/audit.ts';
import { approvalWire, approvalWireOf, type ApprovalRow } from '../../kernel/staff/value-gate.ts';

const idParam = z.object({ id: z.string().min(1).max(20) });

/** The row of approval `id` locked for its decision, checked: pending and not `staff`'s own. */
async function lockPending(tx: Tx, id: string, staff: Staff): Promise<ApprovalRow> {
  const n = /^\d{1,15}$/.test(id) ? Number(id) : 0;
  const [row] = await tx
    .select()
    .from(consoleApprovals)
    .where(eq(consoleApprovals.id, n))
    .for('update');
  if (!row) throw new AppError(404, 'approval_not_found', 'No such approval');
  if (row.status !== 'pending')
    throw new AppError(409, 'approval_not_pending', `This save is ${row.status} already`);
  if (row.requestedBy === staff.userId)
    throw new AppError(403, 'console_forbidden', 'Another staff member approves your save');
  return row;
}

export function consoleApprovalsRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/admin/approvals',
    { schema: { querystring: adminApprovalsQuery, response: { 200: adminApprovalsResponse } } },
    async (req) => {
      await requireStaff(db, req, 'money.adjust');
      const rows = await db
        .select({ row: consoleApprovals, nickname: users.nickname })
        .from(consoleApprovals)
        .innerJoin(users, eq(users.id, consoleApprovals.requestedBy))
        .where(eq(consoleApprovals.status, req.query.status))
        .orderBy(desc(consoleApprovals.id))
        .limit(100);
      return { approvals: rows.map((r) => approvalWire(r.row, r.nickname)) };
    },
  );

  app.post(
    '/v1/admin/approvals/:id/approve',
    { schema: { params: idParam, response: { 200: adminApproval } } },
    async (req) => {
      const staff = await requireStaff(db, req, 'money.adjust');
      let after: (() => void) | undefined;
      const wire = await db.transaction(async (tx) => {
        const row = await lockPending(tx, req.params.id, staff);
        const applier = app.approvals.applierOf(row.kind);
        if (!applier) throw new AppError(409, 'approval_not_pending', `No save ${row.kind} runs`);
        const who = { actorId: staff.userId, role: staff.role, ip: req.ip };
        await applier.apply(tx, who, row.target, row.body);
        after = applier.afterCommit;
        const [decided] = await tx
          .update(consoleApprovals)
          .set({ status: 'approved', decidedBy: staff.userId, decidedAt: new Date() })
          .where(and(eq(consoleApprovals.id, row.id), eq(consoleApprovals.status, 'pending')))
          .returning();
        await audit(tx, {
          ...who,
          action: 'approval.approve',
          target: `approval:${row.id}`,
          before: { kind: row.kind, target: row.target, requested_by: row.requestedBy },
          after: { status: 'approved' },
        });
        return approvalWireOf(tx, decided!);
      });
      after?.();
      return wire;
    },
  );

  app.post(
    '/v1/admin/approvals/:id/reject',
    { schema: { params: idParam, response: { 200: adminApproval } } },
    async (req) => {
      const staff = await requireStaff(db, req, 'money.adjust');
      return db.transaction(async (tx) => {
        const row = await lockPending(tx, req.params.id, staff);
        const [decided] = await tx
          .update(consoleApprovals)
          .set({ status: 'rejected', decidedBy: staff.userId, decidedAt: new Date() })
          .where(eq(consoleApprovals.id, row.id))
          .returning();
        await audit(tx, {
          actorId: staff.userId,
          role: staff.role,
          ip: req.ip,
          action: 'approval.reject',
          target: `approval:${row.id}`,
          before: { kind: row.kind, target: row.target, requested_by: row.requestedBy },
          after: { status: 'rejected' },
        });
        return approvalWireOf(tx, decided!);
      });
    },
  );
}
