/**
 * The player's operations history (issue 9 "the refill page promises a history of operations"):
 * every ledger row (top-ups, openings, sales, bonuses, replacements, vouchers) and every item sent to
 * Steam, newest first, in pages. Amounts in kopecks (RUB) or whole coins; the route converts.
 */
import { inArray, sql } from 'drizzle-orm';
import { inventoryItems } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export interface OperationRow {
  kind: 'ledger' | 'withdrawal';
  id: number;
  reason: string;
  currency: 'RUB' | 'COIN';
  amount: number;
  balanceAfter: number | null;
  reference: string;
  status: string | null;
  createdAt: Date;
}

/** Page `page` (1-based) of `perPage` operations of the user, and whether more follow. */
export async function operationsOf(
  db: DbOrTx,
  userId: number,
  page: number,
  perPage: number,
): Promise<{ rows: OperationRow[]; hasNext: boolean }> {
  const res: unknown = await db.execute(sql`
    select * from (
      select 'ledger' as kind, id, reason, currency, amount::text as amount,
             balance_after::text as balance_after, reference, null as status, created_at
        from ledger where user_id = ${userId}
      union all
      select 'withdrawal', j.id, 'withdrawal', 'RUB', i.price::text, null,
             'item:' || j.inventory_item_id, j.state, j.created_at
        from withdrawal_jobs j join inventory_items i on i.id = j.inventory_item_id
       where j.user_id = ${userId}
    ) ops
    order by created_at desc, id desc
    limit ${perPage + 1} offset ${(page - 1) * perPage}`);
  const raw = (
    res as {
      rows: {
        kind: OperationRow['kind'];
        id: number | string;
        reason: string;
        currency: OperationRow['currency'];
        amount: string;
        balance_after: string | null;
        reference: string;
        status: string | null;
        created_at: Date | string;
      }[];
    }
  ).rows;
  return {
    hasNext: raw.length > perPage,
    rows: raw.slice(0, perPage).map((r) => ({
      kind: r.kind,
      id: Number(r.id),
      reason: r.reason,
      currency: r.currency,
      amount: Number(r.amount),
      balanceAfter: r.balance_after === null ? null : Number(r.balance_after),
      reference: r.reference,
      status: r.status,
      createdAt: new Date(r.created_at),
    })),
  };
}

/** The catalog item ids (slugs) of inventory items `ids` (ids not a positive integer are skipped). */
export async function catalogItemsOf(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const valid = ids.filter((id) => Number.isSafeInteger(id) && id > 0);
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ id: inventoryItems.id, itemId: inventoryItems.itemId })
    .from(inventoryItems)
    .where(inArray(inventoryItems.id, valid));
  return new Map(rows.map((r) => [r.id, r.itemId]));
}
