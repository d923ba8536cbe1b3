/**
 * The audit log in the console (issue 30): `GET /v1/admin/audit?actor_id&action&from&to&page` (right
 * `audit.read`), newest first, 50 a page, with the actor's nickname and sign-in login. Errors: 404 (no console), 403
 * console_forbidden, 400 bad filters.
 */
import { auditQuery, auditResponse } from '@cases/domain/api/admin';
import type { App, AppDeps } from '../../platform/types.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { auditPage } from './audit-page.ts';

export function consoleAuditRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/admin/audit',
    {
      config: { auth: 'required' },
      schema: { querystring: auditQuery, response: { 200: auditResponse } },
    },
    async (req) => {
      await requireStaff(db, req, 'audit.read');
      const q = req.query;
      const { rows, total } = await auditPage(
        db,
        {
          ...(q.actor_id !== undefined ? { actorId: q.actor_id } : {}),
          ...(q.action !== undefined ? { action: q.action } : {}),
          ...(q.from !== undefined ? { from: q.from } : {}),
          ...(q.to !== undefined ? { to: q.to } : {}),
        },
        q.page,
      );
      return {
        entries: rows.map(({ entry: e, nickname, login }) => ({
          id: String(e.id),
          actor_id: e.actorId === null ? null : String(e.actorId),
          actor_nickname: nickname,
          actor_login: login,
          role: e.role,
          at: e.at.toISOString(),
          ip: e.ip,
          action: e.action,
          target: e.target,
          before: e.before,
          after: e.after,
        })),
        page: q.page,
        total,
      };
    },
  );
}
