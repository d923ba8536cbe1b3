/**
 * Deposit limits and self-exclusion (issue 12 "Safer play"). Limits are daily, weekly and monthly
 * kopecks over rolling 24 h / 7 d / 30 d windows of credited deposits and still-pending orders
 * (windows.ts). Lowering (or setting a first limit) applies at once; raising or removing waits 24 h as
 * `pending_*`, applied when read after `pending_at`. Self-exclusion runs for 24 h, 7 d, 30 d, 6 months
 * or for good and is never shortened.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { depositLimits } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { selfExclude, selfExclusionOf } from '../../kernel/players/play-guard.ts';
import { depositWindows, type LimitKey } from './windows.ts';

export type { LimitKey };
export type Limits = Record<LimitKey, number | null>;
const KEYS: readonly LimitKey[] = ['daily', 'weekly', 'monthly'];
export const RAISE_DELAY_MS = 24 * 3600_000;

const PERIOD_MS: Record<string, number | null> = {
  '24h': 24 * 3600_000,
  '7d': 7 * 24 * 3600_000,
  '30d': 30 * 24 * 3600_000,
  '6m': 182 * 24 * 3600_000,
  forever: null,
};

type LimitRow = typeof depositLimits.$inferSelect;

/** The row with a due pending change applied (and written back); null when the player set none. */
async function currentRow(db: DbOrTx, userId: number): Promise<LimitRow | null> {
  const [row] = await db.select().from(depositLimits).where(eq(depositLimits.userId, userId));
  if (!row) return null;
  if (row.pendingAt && row.pendingAt.getTime() <= Date.now()) {
    const [applied] = await db
      .update(depositLimits)
      .set({
        daily: row.pendingDaily,
        weekly: row.pendingWeekly,
        monthly: row.pendingMonthly,
        pendingDaily: null,
        pendingWeekly: null,
        pendingMonthly: null,
        pendingAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(depositLimits.userId, userId), lte(depositLimits.pendingAt, sql`now()`)))
      .returning();
    if (applied) return applied;
    // Another request applied it meanwhile: read it again.
    const [fresh] = await db.select().from(depositLimits).where(eq(depositLimits.userId, userId));
    return fresh ?? row;
  }
  return row;
}

/** The player's limits, pending changes, credited deposits in each window and self-exclusion. */
export async function limitsOf(db: DbOrTx, userId: number) {
  const [row, windows, exclusion] = await Promise.all([
    currentRow(db, userId),
    depositWindows(db, userId),
    selfExclusionOf(db, userId),
  ]);
  return { row, deposited: windows.credited, exclusion };
}

/**
 * The 400 `deposit_limit` error for window `key` and its limit (kopecks). The check itself runs in the order's
 * statement (`deposit_limit_breach`, migration 0033, under the player's deposit lock, so two starts of one
 * player are counted one after the other and cannot both slip under a limit); it counts what `depositWindows`
 * shows on the limits page.
 */
export function depositLimitRefusal(key: string, limitKopecks: number): AppError {
  return new AppError(
    400,
    'deposit_limit',
    `This deposit would pass your ${key} deposit limit of ${limitKopecks / 100} RUB`,
  );
}

/**
 * Sets limits (kopecks; null removes; undefined keeps). A limit at or below the current one applies
 * now; a higher one or a removal waits RAISE_DELAY_MS.
 */
export async function setLimits(db: Db, userId: number, wanted: Partial<Limits>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(depositLimits).values({ userId }).onConflictDoNothing();
    await tx.execute(sql`select user_id from deposit_limits where user_id = ${userId} for update`);
    const row = (await currentRow(tx, userId))!;
    const now: Limits = { daily: row.daily, weekly: row.weekly, monthly: row.monthly };
    const later: Limits = {
      daily: row.pendingAt ? row.pendingDaily : row.daily,
      weekly: row.pendingAt ? row.pendingWeekly : row.weekly,
      monthly: row.pendingAt ? row.pendingMonthly : row.monthly,
    };
    let delayed = false;
    for (const k of KEYS) {
      const v = wanted[k];
      if (v === undefined) continue;
      const tighter = v !== null && (now[k] === null || v <= now[k]);
      if (tighter) {
        now[k] = v;
        later[k] = v;
      } else {
        later[k] = v;
        delayed = true;
      }
    }
    const pending = delayed || (row.pendingAt !== null && KEYS.some((k) => later[k] !== now[k]));
    await tx
      .update(depositLimits)
      .set({
        ...now,
        pendingDaily: pending ? later.daily : null,
        pendingWeekly: pending ? later.weekly : null,
        pendingMonthly: pending ? later.monthly : null,
        pendingAt: pending
          ? delayed
            ? new Date(Date.now() + RAISE_DELAY_MS)
            : row.pendingAt
          : null,
        updatedAt: new Date(),
      })
      .where(eq(depositLimits.userId, userId));
  });
}

/**
 * Starts (or extends) self-exclusion for `period` (PERIOD_MS); never shortens one already running.
 * Returns its end (null: for good). 400 dataNotFound for an unknown period.
 */
export async function selfExcludeFor(db: Db, userId: number, period: string): Promise<Date | null> {
  const ms = PERIOD_MS[period];
  if (ms === undefined) throw new AppError(400, 'dataNotFound', 'Unknown period');
  return selfExclude(db, userId, ms === null ? null : new Date(Date.now() + ms));
}
