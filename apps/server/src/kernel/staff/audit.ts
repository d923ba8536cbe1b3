/**
 * The audit trail (issue 30): every console action writes one entry — who (staff id and role), when, from which
 * address, what (`action`, `target`), the state before and after — in the same transaction as the change. The
 * table refuses UPDATE, DELETE and TRUNCATE (migration 0025), so the log only grows.
 */
import type { AuditAction } from '@cases/domain/api/admin';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { StaffActor } from './access.ts';

export interface AuditWrite {
  actorId: number | null;
  role: string | null;
  ip: string | null;
  /** One of AUDIT_ACTIONS (domain api/admin), so the console has a label for it. */
  action: AuditAction;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Appends one audit entry inside the caller's transaction; its id. */
export async function audit(tx: DbOrTx, e: AuditWrite): Promise<number> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      actorId: e.actorId,
      role: e.role,
      ip: e.ip,
      action: e.action,
      target: e.target ?? null,
      before: e.before ?? null,
      after: e.after ?? null,
    })
    .returning({ id: auditLog.id });
  return row!.id;
}

/** `audit` of an action by the signed-in staff member `staff` from address `ip`. */
export function staffAudit(
  tx: DbOrTx,
  staff: StaffActor,
  ip: string | null,
  e: Omit<AuditWrite, 'actorId' | 'role' | 'ip'>,
): Promise<number> {
  return audit(tx, { actorId: staff.userId, role: staff.role, ip, ...e });
}
