/**
 * Finished Techies mines games per UTC day (by their start) for the dashboard (issue 30 "Dashboard"): stakes = the
 * bets, payouts = what the cash-outs paid, expected = bet × (1 − the game's house edge, fixed at its start). Open
 * games are left out until they end. Kopecks.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dayFigures, type DayFigures } from '../../platform/day-figures.ts';

/** Mines games started since `from` and finished, per UTC day. */
export async function minesDaily(db: DbOrTx, from: Date): Promise<DayFigures[]> {
  const res: unknown = await db.execute(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as plays,
           sum(amount)::text as stakes, sum(payout)::text as payouts,
           round(sum(amount * (1 - house_edge)))::text as expected
      from sapper_games where created_at >= ${from.toISOString()} and status <> 'open'
     group by 1 order by 1`);
  return dayFigures(res);
}
