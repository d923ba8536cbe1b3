/**
 * The owner's view of the staff (issue 44; staff-routes.ts declares the calls): every account holding a role with
 * its block and its authenticator lock, the owner first; and lifting a lock (code-check.ts counts the wrong codes),
 * in one transaction with its audit entry `staff.unlock`. Errors: 404 userNotFound (an account without a role).
 */
import type { StaffRole } from '@cases/domain/api/admin';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { staffRoles, staffTotp, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { staffAudit } from '../../kernel/staff/audit.ts';

/** Every staff account, the owner first, then by login. */
export async function staffList(db: DbOrTx) {
  const rows = await db
    .select({
      id: users.id,
      login: users.login,
      nickname: users.nickname,
      role: staffRoles.role,
      blockedAt: users.blockedAt,
      lockedAt: staffTotp.lockedAt,
      failedCodes: staffTotp.failedCodes,
    })
    .from(staffRoles)
    .innerJoin(users, eq(users.id, staffRoles.userId))
    .leftJoin(staffTotp, eq(staffTotp.userId, staffRoles.userId))
    .orderBy(desc(sql`${staffRoles.role} = 'owner'`), asc(users.login));
  return rows.map((r) => ({ ...r, role: r.role as StaffRole }));
}

/** Lifts `userId`'s authenticator lock and clears its count, audited as done by `actor` from `ip`. */
export async function unlockStaff(
  db: DbOrTx,
  actor: { userId: number; role: StaffRole },
  ip: string,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [role] = await tx
      .select({ role: staffRoles.role })
      .from(staffRoles)
      .where(eq(staffRoles.userId, userId));
    if (!role) throw new AppError(404, 'userNotFound', 'No staff account with this id');
    const [before] = await tx
      .select({ lockedAt: staffTotp.lockedAt, failedCodes: staffTotp.failedCodes })
      .from(staffTotp)
      .where(eq(staffTotp.userId, userId))
      .for('update');
    await tx
      .update(staffTotp)
      .set({ lockedAt: null, failedCodes: 0 })
      .where(eq(staffTotp.userId, userId));
    await staffAudit(tx, actor, ip, {
      action: 'staff.unlock',
      target: `user:${userId}`,
      before: { locked: before?.lockedAt != null, failed_codes: before?.failedCodes ?? 0 },
      after: { locked: false, failed_codes: 0 },
    });
  });
}
