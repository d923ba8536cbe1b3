/**
 * Finished battles per UTC day for the dashboard (issue 30 "Dashboard"): plays = battles with a player (not only
 * bots); stakes = what the players' seats paid; payouts = the value of the drops that went to players' seats;
 * expected = the players' stakes × the battle's expected return (Σ over its rounds of the case's weighted mean
 * item value at today's prices ÷ the battle's price). Kopecks.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dayFigures, type DayFigures } from '../../platform/day-figures.ts';

/** Battles finished since `from`, per UTC day. */
export async function battlesDaily(db: DbOrTx, from: Date): Promise<DayFigures[]> {
  const res: unknown = await db.execute(sql`
    with b as (
      select id, price, case_ids, drop_lists, finished_at from battles
       where status = 'finished' and finished_at >= ${from.toISOString()}),
    h as (
      select b.id, sum(m.paid) as stakes, array_agg(m.seat) as seats
        from b join battle_members m on m.battle_id = b.id
       where m.user_id is not null and not m.is_bot
       group by b.id),
    ev as (
      select b.id, sum(c.mean) as mean
        from b cross join lateral unnest(b.case_ids) as r(case_id)
        cross join lateral (
          select sum(e.weight::float8 * it.price) / nullif(sum(e.weight), 0) as mean
            from jsonb_to_recordset(b.drop_lists -> r.case_id::text) as e("itemId" text, weight int)
            join items it on it.id = e."itemId") as c
       group by b.id)
    select to_char(b.finished_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as plays,
           sum(h.stakes)::text as stakes,
           sum((select coalesce(sum(d.price), 0) from battle_drops d
                 where d.battle_id = b.id and d.owner_seat = any(h.seats)))::text as payouts,
           round(sum(h.stakes * coalesce(ev.mean / nullif(b.price, 0), 0)))::text as expected
      from b join h on h.id = b.id left join ev on ev.id = b.id
     group by 1 order by 1`);
  return dayFigures(res);
}
