/**
 * The `sell_items` database function (migration 0018; issue 14 "every money path"): an instant sale of
 * chosen items in one round trip (spec 001 §4 Sell), used by `sellItems` for up to SELL_INSTANT_MAX
 * items. Amounts in kopecks. Refusals come back as a status and change nothing; they become the spec's
 * errors here: 401 authentication, 404 invalidItem, 409 inventory. An item sold by another request
 * between the function's check and its update raises SQLSTATE CSELL, also 409 inventory.
 */
import { sql } from 'drizzle-orm';
import { hasSqlState, type Db } from '../../db/client.ts';
import { SLIDE_EVERY_MS } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { itemsReference } from '../../platform/ledger.ts';

/** What an instant sale gives back (kopecks). */
export interface InstantSale {
  balance: number;
  /** What the sold items paid. */
  amount: number;
  /** The summed price of the items still in the inventory. */
  totalAmountItems: number;
}

interface SellItemsRow {
  out_status: string;
  out_balance: string | number | null;
  out_amount: string | number | null;
  out_total: string | number | null;
}

const noLongerThere = () => new AppError(409, 'inventory', 'Item is no longer in the inventory');

/**
 * Sells `ids` (distinct inventory ids of `userId`, at least one) at once. `tokenHash` (SHA-256 of the
 * bearer token) is checked in the same statement; null when the caller checked the session itself.
 * Throws 401 authentication, 404 invalidItem or 409 inventory with nothing changed.
 */
export async function sellItemsStatement(
  db: Db,
  userId: number,
  ids: readonly number[],
  tokenHash: string | null,
): Promise<InstantSale> {
  const reference = itemsReference(ids.map((id) => ({ id })));
  let row: SellItemsRow;
  try {
    const res: unknown = await db.execute(sql`select * from sell_items(
      ${userId}::integer, ${tokenHash}::text, ${SLIDE_EVERY_MS}::bigint,
      ${`{${ids.join(',')}}`}::bigint[], ${reference}::text)`);
    row = (res as { rows: SellItemsRow[] }).rows[0]!;
  } catch (err) {
    if (hasSqlState(err, 'CSELL')) throw noLongerThere();
    throw err;
  }
  switch (row.out_status) {
    case 'ok':
      return {
        balance: Number(row.out_balance),
        amount: Number(row.out_amount),
        totalAmountItems: Number(row.out_total),
      };
    case 'authentication':
      throw new AppError(401, 'authentication', 'Sign in required');
    case 'invalidItem':
      throw new AppError(404, 'invalidItem', 'Item not found');
    case 'inventory':
      throw noLongerThere();
    default:
      throw new Error(`sell_items: unexpected status ${row.out_status}`);
  }
}
