/**
 * What a player has deposited (credited top-up orders), for the free-case farming guards of issue 8:
 * free and level cases need a deposit within FREE_CASE_DEPOSIT_DAYS, Steam withdrawals need lifetime
 * deposits of WITHDRAW_MIN_DEPOSIT_RUB. Amounts in kopecks.
 */
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
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

/** One group of a cohort and how it converted (`depositConversion`). */
export interface CohortConversion {
  group: string;
  /** Members of the group. */
  size: number;
  /** Members with a credited deposit after their `since`. */
  converted: number;
  /** Those deposits. */
  deposits: number;
}

/**
 * How a cohort converted to deposits (the experiments' report, spec 000 §7): `cohort` is a query of rows
 * `(grp text, user_id int | null, since timestamptz)`; per group, its size, the members with a credited deposit
 * at or after their `since`, and those deposits (a member without a user never converts). An operator's report:
 * its cost follows the cohort and its members' deposits since, never a request of a player.
 */
export async function depositConversion(db: DbOrTx, cohort: SQL): Promise<CohortConversion[]> {
  const res = await db.execute(sql`with cohort as (${cohort})
    select c.grp, count(*)::int as size, (count(*) filter (where d.n > 0))::int as converted,
      coalesce(sum(d.n), 0)::int as deposits
    from cohort c
    left join lateral (
      select count(*) as n from ${paymentOrders} o
      where o.user_id = c.user_id and o.status = 'success' and o.completed_at >= c.since
    ) d on true
    group by c.grp`);
  return (res as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    group: String(r.grp),
    size: Number(r.size),
    converted: Number(r.converted),
    deposits: Number(r.deposits),
  }));
}
