/**
 * The deposit-today daily case (issue 13, spec 000 §7 `POST /v1/triggers/dailycasepay`): a free case
 * that opens once a day for a player whose credited deposits of the current Moscow day reach
 * DAILY_DEPOSIT_MIN_RUB. Amounts in kopecks.
 */
import { boardWindow } from '@cases/domain/leaderboards';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/** Slugs of the cases this rule applies to. */
export const DEPOSIT_TODAY_CASES: ReadonlySet<string> = new Set(['daily-deposit']);

/** Kopecks the player deposited (credited) since the start of the Moscow day of `now`. */
export async function depositedToday(db: DbOrTx, userId: number, now = Date.now()) {
  const start = new Date(boardWindow('day', now).start);
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${paymentOrders.amount}), 0)::text` })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.status, 'success'),
        gte(paymentOrders.completedAt, start),
      ),
    );
  return Number(row?.sum ?? 0);
}

/** 403 `deposit_today_required` unless today's deposits reach `minKopecks`. */
export async function requireDepositToday(db: DbOrTx, userId: number, minKopecks: number) {
  if ((await depositedToday(db, userId)) < Math.max(1, minKopecks))
    throw new AppError(
      403,
      'deposit_today_required',
      `This case opens after a deposit of at least ${minKopecks / 100} RUB today`,
    );
}
