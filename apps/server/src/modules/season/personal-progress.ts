/**
 * `GET /v1/event/personal-progress?caseName=` (spec 001 §7; issue 28): the caller's progress on one case —
 * drops they got from it, granted free openings left, the every-N-th-free countdown, the openings the case has
 * left and the coins its openings paid them. Counts whole.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { caseStock } from '../../kernel/catalog/counts.ts';
import { grantedFreeOpens } from '../../kernel/catalog/free-opens.ts';
import type { CaseEntry } from '../../kernel/catalog/snapshot.ts';

export async function personalProgress(db: DbOrTx, userId: number, entry: CaseEntry) {
  const c = entry.row;
  const res: unknown = await db.execute(sql`
    select
      (select count(*)::int from inventory_items
        where user_id = ${userId} and case_id = ${c.id} and source = 'Case') as drops,
      (select coalesce(max(opened), 0)::int from case_player_opens
        where user_id = ${userId} and case_id = ${c.id}) as opened,
      (select coalesce(sum(amount), 0)::int from ledger
        where user_id = ${userId} and currency = 'COIN' and reason = 'case_coins'
          and reference = ${`case:${c.slug}`}) as coins`);
  const row = (res as { rows: { drops: number; opened: number; coins: number }[] }).rows[0]!;
  const [granted, stock] = await Promise.all([grantedFreeOpens(db, userId), caseStock(db)]);
  const n = c.everyNOpenFree;
  return {
    case_id: String(c.id),
    opened_count: row.drops,
    free_opens: granted.get(c.id) ?? 0,
    every_n_open_free: n,
    next_free_in: n === null ? null : n - (row.opened % n),
    opens_remaining:
      c.opensLimit === null ? null : Math.max(0, c.opensLimit - (stock.get(c.id) ?? 0)),
    coins_earned: row.coins,
  };
}
