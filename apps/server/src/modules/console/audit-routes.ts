/**
 * The audit log in the console (issue 30): `GET /v1/admin/audit?actor_id&action&from&to&page` (right
 * `audit.read`), newest first, 50 a page, with the actor's nickname and sign-in login. Errors: 404 (no console), 403
 * console_forbidden, 400 bad filters.
 */
import { auditQuery, auditResponse } from '@cases/domain/api/admin';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { requireStaff } from '../../kernel/staff/access.ts';

const PER_PAGE = 50;

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
      const filters: SQL[] = [];
      if (q.actor_id !== undefined) filters.push(eq(auditLog.actorId, q.actor_id));
      if (q.action !== undefined) filters.push(eq(auditLog.action, q.action));
      if (q.from !== undefined) filters.push(gte(auditLog.at, new Date(q.from)));
      if (q.to !== undefined) filters.push(lt(auditLog.at, new Date(q.to)));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: auditLog, nickname: users.nickname, login: users.login })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(PER_PAGE)
          .offset((q.page - 1) * PER_PAGE),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
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
        total: total?.n ?? 0,
      };
    },
  );
}
