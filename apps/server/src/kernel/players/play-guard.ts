/**
 * The self-exclusion guard of every game (issue 12 "Safer play"): opening any case (free ones too: a
 * drop is worth money), joining or creating a battle, an upgrade, a contract, a mines game and every
 * deposit call it first (a paid case's check runs inside its `open_case` statement).
 * Throws 403 `self_excluded` while the player's self-exclusion runs (its end in the message).
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { selfExclusions } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/** When the user's running self-exclusion ends (null: for good), or undefined when none runs. */
export async function selfExclusionOf(
  db: DbOrTx,
  userId: number,
): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ until: selfExclusions.until })
    .from(selfExclusions)
    .where(
      and(
        eq(selfExclusions.userId, userId),
        or(isNull(selfExclusions.until), gt(selfExclusions.until, sql`now()`)),
      ),
    );
  return row === undefined ? undefined : row.until;
}

/** 403 `self_excluded` for a self-exclusion ending at `until` (null: for good). */
export const selfExcluded = (until: Date | null): AppError =>
  new AppError(
    403,
    'self_excluded',
    until === null ? 'Self-excluded for good' : `Self-excluded until ${until.toISOString()}`,
  );

/** Throws 403 `self_excluded` while the user is self-excluded. */
export async function requirePlayAllowed(db: DbOrTx, userId: number): Promise<void> {
  const until = await selfExclusionOf(db, userId);
  if (until === undefined) return;
  throw selfExcluded(until);
}

/**
 * Starts (or extends) self-exclusion until `until` (null: for good); never shortens one already running.
 * Returns its end. The one writer of `self_exclusions` (the limits area asks for it).
 */
export async function selfExclude(
  db: DbOrTx,
  userId: number,
  until: Date | null,
): Promise<Date | null> {
  const [row] = await db
    .insert(selfExclusions)
    .values({ userId, until })
    .onConflictDoUpdate({
      target: selfExclusions.userId,
      set: {
        // Keep whichever ends later (null = for good wins); a past one is replaced.
        until: sql`case when ${selfExclusions.until} is null or excluded.until is null then null else greatest(${selfExclusions.until}, excluded.until) end`,
        startedAt: sql`case when ${selfExclusions.until} is not null and ${selfExclusions.until} < now() then now() else ${selfExclusions.startedAt} end`,
      },
    })
    .returning({ until: selfExclusions.until });
  return row?.until ?? null;
}

/**
 * Throws the refusals every one-statement game answers alike (issue 32: `upgrade_items`,
 * `sign_contract`, `start_mines`): 401 `authentication` (the remembered session is gone) and 403
 * `self_excluded` (until `until`, null for good). Returns for any other status.
 */
export function throwSharedRefusal(status: string, until: string | Date | null): void {
  if (status === 'authentication') throw new AppError(401, 'authentication', 'Sign in required');
  if (status === 'self_excluded') throw selfExcluded(until === null ? null : new Date(until));
}
