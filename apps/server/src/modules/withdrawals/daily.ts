/**
 * Withdrawals per UTC day (by their request) for the dashboard (issue 30 "Dashboard"): those that reached the
 * player (`done`), their items' value and how many; and of those, the ones a marketplace delivered (issue 46), their
 * value and what the purchases cost the shop (its ledger's purchase entries, `shop_ledger`). Kopecks.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { daySums } from '../../platform/day-figures.ts';

/** Done withdrawals requested since `from`, per UTC day: value and count. */
export async function withdrawalsDaily(db: DbOrTx, from: Date) {
  const res: unknown = await db.execute(sql`
    select to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
           coalesce(sum(i.price), 0)::text as sum, count(*)::int as count
      from withdrawal_jobs w join inventory_items i on i.id = w.inventory_item_id
     where w.created_at >= ${from.toISOString()} and w.state = 'done'
     group by 1 order by 1`);
  return daySums(res);
}

/** Done withdrawals delivered through a marketplace purchase since `from`, per UTC day: value, cost, count. */
export async function purchasesDaily(db: DbOrTx, from: Date) {
  const res: unknown = await db.execute(sql`
    select to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
           coalesce(sum(i.price), 0)::text as value, coalesce(sum(-l.amount_kopecks), 0)::text as cost,
           count(*)::int as count
      from withdrawal_jobs w
      join inventory_items i on i.id = w.inventory_item_id
      join shop_ledger l on l.withdrawal_id = w.id and l.kind = 'market_purchase'
     where w.created_at >= ${from.toISOString()} and w.state = 'done'
     group by 1 order by 1`);
  return (res as { rows: Record<string, string | number>[] }).rows.map((r) => ({
    day: String(r.day),
    value: Number(r.value),
    cost: Number(r.cost),
    count: Number(r.count),
  }));
}
