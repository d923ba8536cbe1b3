/**
 * Inventory test fixtures: catalog rows, items put straight into a player's inventory (as if dropped from
 * a case), statuses and ledger rows read back from the database, and polling until a condition holds.
 * Prices are kopecks.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inventoryItems, items, ledger } from '../db/schema/index.ts';

export type CatalogRow = typeof items.$inferSelect;

/** Every catalog item, cheapest first. */
export async function catalogRows(db: Db): Promise<CatalogRow[]> {
  return db.select().from(items).orderBy(asc(items.price), asc(items.id));
}

/** The ordinary (type 0) catalog items, cheapest first. */
export async function ordinaryRows(db: Db): Promise<CatalogRow[]> {
  return (await catalogRows(db)).filter((r) => r.type === 0);
}

/** Inserts one row per catalog item id (at its catalog price) with `status`; returns ids (strings) and prices. */
export async function grantItems(
  db: Db,
  userId: string,
  itemIds: string[],
  status = 'progress',
): Promise<{ id: string; itemId: string; price: number }[]> {
  if (itemIds.length === 0) return [];
  const prices = new Map(
    (
      await db
        .select({ id: items.id, price: items.price })
        .from(items)
        .where(inArray(items.id, itemIds))
    ).map((r) => [r.id, r.price]),
  );
  const rows = await db
    .insert(inventoryItems)
    .values(
      itemIds.map((itemId) => {
        const price = prices.get(itemId);
        if (price === undefined) throw new Error(`no catalog item ${itemId}`);
        return { userId: Number(userId), itemId, price, status, source: 'Case' };
      }),
    )
    .returning({
      id: inventoryItems.id,
      itemId: inventoryItems.itemId,
      price: inventoryItems.price,
    });
  return rows
    .sort((a, b) => a.id - b.id)
    .map((r) => ({ id: String(r.id), itemId: r.itemId, price: r.price }));
}

/** Grants `n` ordinary items (cycling through the catalog's ordinary items) with `status`. */
export async function grantOrdinary(db: Db, userId: string, n: number, status = 'progress') {
  const ordinary = await ordinaryRows(db);
  const ids = Array.from({ length: n }, (_, i) => ordinary[i % ordinary.length]!.id);
  return grantItems(db, userId, ids, status);
}

/** The user's inventory statuses by row id (string). */
export async function statusesOf(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: inventoryItems.id, status: inventoryItems.status })
    .from(inventoryItems)
    .where(eq(inventoryItems.userId, Number(userId)))
    .orderBy(asc(inventoryItems.id));
  return new Map(rows.map((r) => [String(r.id), r.status]));
}

/** The user's RUB ledger rows with `reason`, oldest first. */
export async function ledgerRows(db: Db, userId: string, reason: string) {
  return db
    .select()
    .from(ledger)
    .where(
      and(eq(ledger.userId, Number(userId)), eq(ledger.currency, 'RUB'), eq(ledger.reason, reason)),
    )
    .orderBy(asc(ledger.id));
}

/** Polls `check` every 20 ms until it holds; throws after `timeoutMs`. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('waitUntil: timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
