/**
 * Paid case openings per UTC day for the dashboard (issue 30 "Dashboard"): each drop row of a paid opening
 * (`source` Case, `paid` > 0, a rouble case) is one opening; stakes = Σ paid, payouts = Σ the drops' value, expected
 * = Σ paid × the expected return of the case revision it was rolled on (its weighted mean item value at today's
 * item prices ÷ its price). Bounded by `inventory_created_idx`. Kopecks.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dayFigures, type DayFigures } from '../../platform/day-figures.ts';

/** Paid case openings per UTC day since `from`. */
export async function caseOpeningsDaily(db: DbOrTx, from: Date): Promise<DayFigures[]> {
  const res: unknown = await db.execute(sql`
    with d as (
      select to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, i.case_id,
             coalesce(i.case_revision, 1) as revision, count(*)::int as n,
             sum(i.paid) as stakes, sum(i.price) as payouts
        from inventory_items i
       where i.created_at >= ${from.toISOString()} and i.source = 'Case' and i.paid > 0
       group by 1, 2, 3),
    ev as (
      select r.case_id, r.revision, r.currency, r.price,
             sum(e.weight::float8 * it.price) / nullif(sum(e.weight), 0) as mean
        from case_revisions r
        cross join lateral jsonb_to_recordset(r.drops) as e(item text, weight int)
        join items it on it.id = e.item
       where (r.case_id, r.revision) in (select case_id, revision from d)
       group by r.case_id, r.revision, r.currency, r.price)
    select d.day, sum(d.n)::int as plays, sum(d.stakes)::text as stakes, sum(d.payouts)::text as payouts,
           round(sum(d.stakes * coalesce(ev.mean / nullif(ev.price, 0), 0)))::text as expected
      from d left join ev on ev.case_id = d.case_id and ev.revision = d.revision
     where coalesce(ev.currency, 'RUB') = 'RUB'
     group by d.day order by d.day`);
  return dayFigures(res);
}
