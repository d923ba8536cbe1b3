/** Contract figures other areas ask for through their ports (issue 30: the dashboard). */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dayFigures, type DayFigures } from '../../platform/day-figures.ts';

/**
/**
 * Contracts per UTC day since `from` for the dashboard (issue 30): stakes = the inputs' value, payouts = the value
 * paid (item and credit), expected = input × (1 − `houseEdge`, CONTRACT_HOUSE_EDGE). Kopecks.
 */
export async function contractsDaily(
  db: DbOrTx,
  from: Date,
  houseEdge: number,
): Promise<DayFigures[]> {
  const res: unknown = await db.execute(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as plays,
           sum(input_value)::text as stakes, sum(value)::text as payouts,
           round(sum(input_value * (1 - ${houseEdge}::float8)))::text as expected
      from contracts where created_at >= ${from.toISOString()}
     group by 1 order by 1`);
  return dayFigures(res);
}
