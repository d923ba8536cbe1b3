/**
 * Money and players per UTC day for the dashboard (issue 30 "Dashboard"): credited deposits (by when they were
 * credited), new accounts, and active players = distinct players with a ledger row or a new inventory row that
 * day (a stake, a win, a sale, a deposit, a drop). Kopecks.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { daySums } from '../../platform/day-figures.ts';

/** Deposits credited since `from`: kopecks and count per day. */
export async function depositsDaily(db: DbOrTx, from: Date) {
  const res: unknown = await db.execute(sql`
    select to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD') as day,
           sum(amount)::text as sum, count(*)::int as count
      from payment_orders where status = 'success' and completed_at >= ${from.toISOString()}
     group by 1 order by 1`);
  return daySums(res);
}

/** Accounts created since `from`, per day (`count`). */
export async function newPlayersDaily(db: DbOrTx, from: Date) {
  const res: unknown = await db.execute(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, 0 as sum, count(*)::int as count
      from users where created_at >= ${from.toISOString()}
     group by 1 order by 1`);
  return daySums(res);
}

/** Distinct players with any ledger or inventory movement since `from`, per day (`count`). */
export async function activePlayersDaily(db: DbOrTx, from: Date) {
  const at = from.toISOString();
  const res: unknown = await db.execute(sql`
    select day, 0 as sum, count(distinct user_id)::int as count from (
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, user_id
        from ledger where created_at >= ${at}
      union
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, user_id
        from inventory_items where created_at >= ${at}) a
     group by day order by day`);
  return daySums(res);
}
