/**
 * A page of the audit log for the console (issue 30; audit-routes.ts declares the call): newest first, `PER_PAGE`
 * a page, filtered by actor, action and a time window, each entry with the actor's nickname and sign-in login,
 * and how many entries match in all.
 */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

export const PER_PAGE = 50;

export interface AuditFilter {
  actorId?: number;
  action?: string;
  /** ISO times: from (inclusive) and to (exclusive). */
  from?: string;
  to?: string;
}

export async function auditPage(db: DbOrTx, f: AuditFilter, page: number) {
  const filters: SQL[] = [];
  if (f.actorId !== undefined) filters.push(eq(auditLog.actorId, f.actorId));
  if (f.action !== undefined) filters.push(eq(auditLog.action, f.action));
  if (f.from !== undefined) filters.push(gte(auditLog.at, new Date(f.from)));
  if (f.to !== undefined) filters.push(lt(auditLog.at, new Date(f.to)));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, nickname: users.nickname, login: users.login })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
