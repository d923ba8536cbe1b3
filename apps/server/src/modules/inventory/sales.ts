/**
 * Selling inventory items, spec 001 §4 Sell, §7 Inventory `sell`, `sell/many`, `sell/all`.
 * Up to SELL_INSTANT_MAX items sell at once: progress → selled and one ledger credit of their summed
 * price, in one transaction; chosen items in one statement (`sell_items`, sell-statement.ts). More
 * items are queued: progress → `vendor waiting` in one transaction, the balance untouched; the sale
 * queue (sale-queue.ts) sells them and sends `sell_done`.
 * Items not the caller's are invisible (404 invalidItem); an item no longer in progress → 409 inventory;
 * either way nothing changes.
 */
import { SELL_INSTANT_MAX } from '@cases/domain/api/inventory';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inventoryItems } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Executor } from '../../platform/jobs.ts';
import { creditUnlessZero, itemsReference } from '../../platform/ledger.ts';
import { activeItemsTotal } from '../../kernel/players/users.ts';
import { sellItemsStatement } from './sell-statement.ts';
import { moveItems } from '../../kernel/inventory/items.ts';

/** A sale's outcome; amounts in kopecks. `queued` items are sold later by the sale queue. */
export interface SaleResult {
  status: 'sold' | 'all_items_in_sale_queue';
  balance: number;
  totalAmountItems: number;
  sold: number;
  queued: number;
  amount: number;
}

/** The ids to sell: every active item (locked, so a concurrent change waits), or `ids` checked for ownership. */
async function pick(tx: Tx, userId: number, ids: number[] | 'all'): Promise<number[]> {
  if (ids === 'all') {
    const rows = await tx
      .select({ id: inventoryItems.id })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.userId, userId), eq(inventoryItems.status, 'progress')))
      .orderBy(asc(inventoryItems.id))
      .for('update');
    return rows.map((r) => r.id);
  }
  const unique = [...new Set(ids)];
  const owned = await tx
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.userId, userId), inArray(inventoryItems.id, unique)));
  if (owned.length !== unique.length) throw new AppError(404, 'invalidItem', 'Item not found');
  return unique;
}

/** True when `ids` sell in one statement (`sell_items`): 1 to SELL_INSTANT_MAX distinct chosen items. */
export function sellsInOneStatement(ids: number[] | 'all'): ids is number[] {
  if (ids === 'all') return false;
  const count = new Set(ids).size;
  return count > 0 && count <= SELL_INSTANT_MAX;
}

/**
 * Sells `ids` (inventory ids), or every active item when 'all'. Instant up to SELL_INSTANT_MAX items
 * (status 'sold', `balance` includes `amount`), otherwise queued (status 'all_items_in_sale_queue',
 * `balance` unchanged). Throws 404 invalidItem / 409 inventory (and 401 authentication when `tokenHash`
 * names no valid session of the user) with nothing changed.
 */
export async function sellItems(
  db: Db,
  userId: number,
  ids: number[] | 'all',
  /** Called in the sale's transaction when it queued items (the sale queue's durable job). */
  onQueued: (tx: Executor, userId: number) => Promise<void> = () => Promise.resolve(),
  /**
   * SHA-256 of the bearer token `userId` came from, to check in the sale's statement (session-hint.ts);
   * only for `sellsInOneStatement` ids, null when the caller checked the session.
   */
  tokenHash: string | null = null,
): Promise<SaleResult> {
  if (sellsInOneStatement(ids)) {
    const chosen = [...new Set(ids)];
    const sale = await sellItemsStatement(db, userId, chosen, tokenHash);
    return { status: 'sold', sold: chosen.length, queued: 0, ...sale };
  }
  if (tokenHash !== null)
    throw new Error('sellItems: only a sale of chosen items checks the session');
  return db.transaction(async (tx) => {
    const picked = await pick(tx, userId, ids);
    const queue = picked.length > SELL_INSTANT_MAX;
    const moved = await moveItems(tx, {
      ids: picked,
      userId,
      from: 'progress',
      to: queue ? 'vendor waiting' : 'selled',
    });
    if (moved.length !== picked.length)
      throw new AppError(409, 'inventory', 'Item is no longer in the inventory');
    if (queue && moved.length > 0) await onQueued(tx, userId);
    const amount = queue ? 0 : moved.reduce((s, r) => s + r.price, 0);
    const reference = itemsReference(moved);
    const balance = await creditUnlessZero(tx, { userId, amount, reason: 'sell', reference });
    return {
      status: queue ? 'all_items_in_sale_queue' : 'sold',
      balance,
      totalAmountItems: await activeItemsTotal(tx, userId),
      sold: queue ? 0 : moved.length,
      queued: queue ? moved.length : 0,
      amount,
    };
  });
}
