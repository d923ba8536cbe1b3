/**
 * What a player has deposited (credited top-up orders), for the free-case farming guards of issue 8:
 * free and level cases need a deposit within FREE_CASE_DEPOSIT_DAYS, Steam withdrawals need lifetime
 * deposits of WITHDRAW_MIN_DEPOSIT_RUB. Amounts in kopecks.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/** True when the user has a credited deposit in the last `days` days (always true for `days` = 0). */
export async function hasRecentDeposit(db: DbOrTx, userId: number, days: number): Promise<boolean> {
  if (days <= 0) return true;
  const rows = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.status, 'success'),
        gt(paymentOrders.completedAt, sql`now() - ${days} * interval '1 day'`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The sum of the user's credited deposits (kopecks). */
export async function lifetimeDeposits(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${paymentOrders.amount}), 0)::text` })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'success')));
  return Number(row?.sum ?? 0);
}

/**
 * 403 `deposit_required` unless the user deposited within `days` days: free and level cases (issue 8) and
 * coin cases (issue 44, decision 022: value out needs money in). `what` names them in the message.
 */
export async function requireRecentDeposit(
  db: DbOrTx,
  userId: number,
  days: number,
  what = 'Free cases',
) {
  if (!(await hasRecentDeposit(db, userId, days)))
    throw new AppError(
      403,
      'deposit_required',
      `${what} open for players with a deposit in the last ${days} days`,
    );
}

/** 403 `withdraw_deposit_required` unless lifetime deposits reach `minKopecks`. */
export async function requireLifetimeDeposits(db: DbOrTx, userId: number, minKopecks: number) {
  if (minKopecks > 0 && (await lifetimeDeposits(db, userId)) < minKopecks)
    throw new AppError(
      403,
      'withdraw_deposit_required',
      `Withdrawing to Steam needs deposits of at least ${minKopecks / 100} RUB in total`,
    );
}

/** When the user's first deposit was credited, or null when none was (issue 29: the first-deposit offer). */
export async function firstDepositAt(db: DbOrTx, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${paymentOrders.completedAt})` })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'success')));
  return row?.at == null ? null : new Date(row.at);
}
