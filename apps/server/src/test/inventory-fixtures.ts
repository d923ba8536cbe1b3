/**
 * Inventory test fixtures: catalog rows, items put straight into a player's inventory as Case drops (in a
 * chosen status, e.g. `vendor waiting` as a crash would leave them, or with a chosen price or `paid`),
 * status reads and ledger rows, and a player who got drops by opening a case.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inventoryItems, items } from '../db/schema/index.ts';
import type { App } from '../platform/types.ts';
import { bearer, queryRows, register, topUp } from './helper.ts';

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

/** The row of `rows` whose price is closest to `kopecks` (the first of equals). */
export const nearestRow = (rows: CatalogRow[], kopecks: number): CatalogRow =>
  rows.reduce((a, b) => (Math.abs(b.price - kopecks) < Math.abs(a.price - kopecks) ? b : a));

export interface ItemOptions {
  /** Kopecks; default the catalog price. */
  price?: number;
  /** Kopecks paid for the opening; default null (not from an opening). */
  paid?: number | null;
  /** Default progress. */
  status?: string;
}

/** Puts the catalog items `itemIds` into the player's inventory as Case drops; returns the rows. */
export async function putItems(
  db: Db,
  userId: string,
  itemIds: string[],
  o: ItemOptions = {},
): Promise<{ id: string; itemId: string; price: number }[]> {
  const catalog = await db
    .select({ id: items.id, price: items.price })
    .from(items)
    .where(inArray(items.id, itemIds));
  const prices = new Map(catalog.map((r) => [r.id, r.price]));
  const rows = await db
    .insert(inventoryItems)
    .values(
      itemIds.map((itemId) => {
        const price = o.price ?? prices.get(itemId);
        if (price === undefined) throw new Error(`no catalog item ${itemId}`);
        const status = o.status ?? 'progress';
        return {
          userId: Number(userId),
          itemId,
          price,
          paid: o.paid ?? null,
          status,
          source: 'Case',
        };
      }),
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
  return putItems(db, userId, ids, { status });
}

/** Status of each inventory row of the user, by id. */
export async function statusesOf(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: inventoryItems.id, status: inventoryItems.status })
    .from(inventoryItems)
    .where(eq(inventoryItems.userId, Number(userId)));
  return new Map(rows.map((r) => [String(r.id), r.status]));
}

/** Statuses of the inventory rows `ids`, in id order (unknown ids are left out). */
export async function itemStatuses(db: Db, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ status: inventoryItems.status })
    .from(inventoryItems)
    .where(inArray(inventoryItems.id, ids.map(Number)))
    .orderBy(asc(inventoryItems.id));
  return rows.map((r) => r.status);
}

/** The user's RUB ledger rows of `reason`, oldest first; amounts in kopecks (as text). */
export const ledgerRows = (db: Db, userId: string, reason: string) =>
  queryRows<{ amount: string; reference: string }>(
    db,
    sql`select amount::text, reference from ledger where user_id = ${Number(userId)} and reason = ${reason} and currency = 'RUB' order by id`,
  );

/**
 * A new player topped up with 2,000 ₽ who opened the case `slug` x`n`: the player, the drops (ids and
 * prices in roubles, as the API answers) and the balance after the opening (roubles).
 */
export async function playerWithDrops(app: App, slug: string, n: number) {
  const p = await register(app);
  await topUp(app, p.token, 2000);
  const res = await app.inject({
    method: 'POST',
    url: `/v1/cases/${slug}/open`,
    headers: bearer(p.token),
    payload: { multi_open: n },
  });
  if (res.statusCode !== 200) throw new Error(`opening failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ drops: { id: string; item: { price: number } }[]; balance: number }>();
  return { ...p, drops: body.drops, balance: body.balance };
}
