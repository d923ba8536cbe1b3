/**
 * Sale and replacement test fixtures: catalog rows, items put straight into a player's inventory in a
 * chosen status (e.g. `vendor waiting`, as a crash would leave them), status reads and polling.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inventoryItems, items } from '../db/schema/index.ts';
import { queryRows } from './helper.ts';

export interface CatalogRow {
  id: string;
  /** Kopecks. */
  price: number;
  /** Item type code (spec 001 §3): 0 ordinary, 1 pack, 3 voucher. */
  type: number;
}

/** Every catalog item, cheapest first. */
export async function catalogRows(db: Db): Promise<CatalogRow[]> {
  const rows = await db.select({ id: items.id, price: items.price, type: items.type }).from(items);
  return rows.sort((a, b) => a.price - b.price || a.id.localeCompare(b.id));
}

/** Ordinary catalog items (type 0), cheapest first. */
export const ordinaryRows = async (db: Db) => (await catalogRows(db)).filter((r) => r.type === 0);

/** Puts the catalog items `itemIds` into the player's inventory at their catalog price; returns the rows. */
export async function putItems(
  db: Db,
  userId: string,
  itemIds: string[],
  status = 'progress',
): Promise<{ id: string; itemId: string; price: number }[]> {
  const prices = new Map((await catalogRows(db)).map((r) => [r.id, r.price]));
  const rows = await db
    .insert(inventoryItems)
    .values(
      itemIds.map((itemId) => ({
        userId: Number(userId),
        itemId,
        price: prices.get(itemId)!,
        status,
        source: 'Case',
      })),
    )
    .returning({
      id: inventoryItems.id,
      itemId: inventoryItems.itemId,
      price: inventoryItems.price,
    });
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

/** `n` ordinary items (cycling through the 20 cheapest) put into the player's inventory. */
export async function putOrdinary(db: Db, userId: string, n: number, status = 'progress') {
  const pool = (await ordinaryRows(db)).slice(0, 20);
  const ids = Array.from({ length: n }, (_, i) => pool[i % pool.length]!.id);
  return putItems(db, userId, ids, status);
}

/** Status of each inventory row of the user, by id. */
export async function statusesOf(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: inventoryItems.id, status: inventoryItems.status })
    .from(inventoryItems)
    .where(eq(inventoryItems.userId, Number(userId)));
  return new Map(rows.map((r) => [String(r.id), r.status]));
}

/** The user's RUB ledger rows of `reason`, oldest first; amounts in kopecks (as text). */
export const ledgerRows = (db: Db, userId: string, reason: string) =>
  queryRows<{ amount: string; reference: string }>(
    db,
    sql`select amount::text, reference from ledger where user_id = ${Number(userId)} and reason = ${reason} and currency = 'RUB' order by id`,
  );

/** Polls `check` every 25 ms until it holds; throws after `ms`. */
export async function waitUntil(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
