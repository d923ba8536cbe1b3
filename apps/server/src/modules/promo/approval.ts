/**
 * Instant promo codes need money in the console's hands to stay bounded (issue 44 "Staff cannot mint money";
 * docs/console.md "Content"): what a code can pay out in all is its sum × its uses. A code over
 * PROMO_INSTANT_CAP_RUB, or over what is left of its saver's PROMO_INSTANT_DAILY_CAP_RUB for the UTC day, is saved
 * `pending`: unusable until another staff member with `money.adjust` approves it
 * (`POST /v1/admin/promo/{code}/approve`). A code without a use limit is refused outright (422 promo_over_cap). The
 * day's budget is a counter taken from in the save's transaction, one conditional upsert, so two saves at once
 * cannot both spend its last part. Amounts in kopecks.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { staffPromoDays } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { toRoubles } from '@cases/domain/money';

/**
 * What an instant code can pay out in all (kopecks): its sum × its uses; Infinity without a use limit (issue 44:
 * content staff must not mint money).
 */
export function instantExposure(sumKopecks: number, maxUses: number | null): number {
  return maxUses === null ? Infinity : sumKopecks * maxUses;
}

/** The caps of instant codes, kopecks (config.payments). */
export interface InstantCaps {
  /** One code's exposure (PROMO_INSTANT_CAP_RUB). */
  item: number;
  /** One staff member's saves of a UTC day (PROMO_INSTANT_DAILY_CAP_RUB). */
  day: number;
}

/**
 * Takes `kopecks` from `userId`'s budget for `day` (YYYY-MM-DD, UTC) if the day's total stays within `cap`; false
 * (nothing taken) otherwise. One statement: an insert for the day's first save, else a conditional update.
 */
async function takeDayBudget(
  tx: Tx,
  userId: number,
  day: string,
  kopecks: number,
  cap: number,
): Promise<boolean> {
  if (kopecks > cap) return false;
  const taken = await tx
    .insert(staffPromoDays)
    .values({ userId, day, kopecks })
    .onConflictDoUpdate({
      target: [staffPromoDays.userId, staffPromoDays.day],
      set: { kopecks: sql`staff_promo_days.kopecks + excluded.kopecks` },
      setWhere: sql`staff_promo_days.kopecks + excluded.kopecks <= ${cap}`,
    })
    .returning({ kopecks: staffPromoDays.kopecks });
  return taken.length > 0;
}

/**
 * Whether a save by staff member `userId` that moves an instant code's exposure from `before` to `after` (kopecks;
 * `before` 0 for a new code) must wait for a second approval. A save that does not raise the exposure never waits
 * (a disable, a shorter expiry); an unbounded one is refused (422 promo_over_cap) unless the code was unbounded
 * already; otherwise it waits when `after` is over the item cap or the rise does not fit the saver's day budget,
 * which it is taken from when it fits. A rise of a code that waits already (`pending`) waits with it and takes
 * nothing from the day: the approval, not the budget, will stand for it. `now` (ms) picks the UTC day.
 */
export async function instantNeedsApproval(
  tx: Tx,
  userId: number,
  change: { before: number; after: number; pending?: boolean },
  caps: InstantCaps,
  now = Date.now(),
): Promise<boolean> {
  const { before, after } = change;
  if (after <= before) return false;
  if (after === Infinity)
    throw new AppError(
      422,
      'promo_over_cap',
      `An instant code needs a use limit: it may pay out at most ${toRoubles(caps.item)} ₽ in all without a second approval`,
    );
  if (change.pending || after > caps.item) return true;
  const day = new Date(now).toISOString().slice(0, 10);
  return !(await takeDayBudget(tx, userId, day, after - before, caps.day));
}
