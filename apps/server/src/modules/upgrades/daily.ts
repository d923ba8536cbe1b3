/**
 * Upgrades per UTC day for the dashboard (issue 30 "Dashboard"): stakes = the staked value (items and balance),
 * payouts = the targets' value on a win, the pity prize on a loss; expected = chance × target value +
 * (1 − chance) × the pity share of the stake. Kopecks.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dayFigures, type DayFigures } from '../../platform/day-figures.ts';

/** Upgrades made since `from`, per UTC day; `pityShare` as configured (UPGRADE_PITY_SHARE). */
export async function upgradesDaily(
  db: DbOrTx,
  from: Date,
  pityShare: number,
): Promise<DayFigures[]> {
  const res: unknown = await db.execute(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as plays,
           sum(stake_value)::text as stakes,
           sum(case when success then target_value else pity_value end)::text as payouts,
           round(sum(chance * target_value + (1 - chance) * stake_value * ${pityShare}::float8))::text
             as expected
      from upgrades where created_at >= ${from.toISOString()}
     group by 1 order by 1`);
  return dayFigures(res);
}
