/**
 * The sale queue's data functions (spec 001 §4 Sell): the queue is the set of rows in status
 * `vendor waiting`. Selling picks rows with `FOR UPDATE SKIP LOCKED` and moves them with a conditional
 * UPDATE, so concurrent workers (in any process) never sell a row twice. Amounts in kopecks.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventoryItems } from '../../db/schema/index.ts';
import { creditUnlessZero, itemsReference } from '../../platform/ledger.ts';
import { moveItems } from '../../kernel/inventory/items.ts';

const WAITING = 'vendor waiting' as const;

/** A finished queued sale; kopecks. */
export interface QueuedSale {
  userId: number;
  sold: number;
  amount: number;
  balance: number;
}

/** Owners with queued items, at most `limit`. */
export async function waitingOwners(db: Db, limit: number): Promise<number[]> {
  // A literal, not a parameter, so even a generic plan matches the partial index inventory_sale_queue_idx.
  const rows = await db
    .selectDistinct({ userId: inventoryItems.userId })
    .from(inventoryItems)
    .where(sql`${inventoryItems.status} = 'vendor waiting'`)
    .limit(limit);
  return rows.map((r) => r.userId);
}

/**
 * Sells the owner's queued items that no other worker holds, in one transaction; null when there were none.
 */
export async function sellQueued(db: Db, userId: number): Promise<QueuedSale | null> {
  return db.transaction(async (tx) => {
    const free = tx
      .select({ id: inventoryItems.id })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.userId, userId), eq(inventoryItems.status, WAITING)))
      .orderBy(asc(inventoryItems.id))
      .for('update', { skipLocked: true });
    const sold = await moveItems(tx, { ids: free, from: WAITING, to: 'selled' });
    if (sold.length === 0) return null;
    const amount = sold.reduce((s, r) => s + r.price, 0);
    const reference = itemsReference(sold);
    const balance = await creditUnlessZero(tx, { userId, amount, reason: 'sell', reference });
    return { userId, sold: sold.length, amount, balance };
  });
}

/** True when the owner has queued items left (e.g. held by another transaction a moment ago). */
export async function hasWaiting(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.userId, userId), eq(inventoryItems.status, WAITING)))
    .limit(1);
  return rows.length > 0;
}
