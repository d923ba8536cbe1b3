/**
 * The second factor's bookkeeping (issue 44; docs/console.md "Getting in"), on `staff_totp`: a code is good once
 * (its time step must be later than the last accepted one, claimed by one conditional UPDATE, so two parallel
 * submissions of one code let one in), and wrong codes count across sign-ins — a new password sign-in does not
 * reset them; at `TOTP_LOCK_AFTER` the account's console is locked until the owner unlocks it (staff-routes.ts);
 * an accepted code resets the count.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { staffTotp } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Wrong (or reused) authenticator codes in a row, across sign-ins, after which the account's console is locked:
 * 10 leaves a staff member room for typos and a clock out of step, while an attacker holding the password has
 * 10 guesses in 10⁶ (×3 steps of the window) before the owner must step in.
 */
export const TOTP_LOCK_AFTER = 10;

/** The refusal of a locked account's console sign-in (403 console_locked). */
export const consoleLocked = () =>
  new AppError(403, 'console_locked', 'Too many wrong codes: the owner must unlock this console');

/**
 * Claims time step `step` for `userId`'s accepted code inside the sign-in's transaction: records it as the last
 * step, resets the wrong-code count and confirms the enrolment. False (nothing written) when the account is
 * locked or a code of this step or a later one was accepted already — meanwhile, too.
 */
export async function claimStep(tx: DbOrTx, userId: number, step: number): Promise<boolean> {
  const claimed = await tx
    .update(staffTotp)
    .set({
      lastStep: step,
      failedCodes: 0,
      confirmedAt: sql`coalesce(${staffTotp.confirmedAt}, now())`,
    })
    .where(
      and(
        eq(staffTotp.userId, userId),
        isNull(staffTotp.lockedAt),
        or(isNull(staffTotp.lastStep), lt(staffTotp.lastStep, step)),
      ),
    )
    .returning({ userId: staffTotp.userId });
  return claimed.length === 1;
}

/**
 * Counts a wrong (or reused) code of `userId` (one atomic UPDATE); locks the account's console at the
 * `TOTP_LOCK_AFTER`-th in a row. Whether the console is locked now.
 */
export async function countWrongCode(db: DbOrTx, userId: number): Promise<boolean> {
  const failed = sql`${staffTotp.failedCodes} + 1`;
  const [row] = await db
    .update(staffTotp)
    .set({
      failedCodes: failed,
      lockedAt: sql`case when ${failed} >= ${TOTP_LOCK_AFTER} then coalesce(${staffTotp.lockedAt}, now()) else ${staffTotp.lockedAt} end`,
    })
    .where(eq(staffTotp.userId, userId))
    .returning({ lockedAt: staffTotp.lockedAt });
  return row?.lockedAt != null;
}
