/**
 * Opens per case for the card counters, aggregated from the inventory and cached 30 s (no hot counter row),
 * and the openings used of limited cases (`case_stock`, cached 2 s).
 */
import { count, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { caseStock as caseStockTable, inventoryItems } from '../../db/schema/index.ts';

const TTL_MS = 30_000;
const cache = new WeakMap<object, { at: number; counts: Promise<Map<number, number>> }>();

async function load(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ caseId: inventoryItems.caseId, n: count() })
    .from(inventoryItems)
    .where(isNotNull(inventoryItems.caseId))
    .groupBy(inventoryItems.caseId);
  return new Map(rows.map((r) => [r.caseId ?? 0, r.n]));
}

/** Map of case id → number of items dropped from it. */
export function openedCounts(db: DbOrTx): Promise<Map<number, number>> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.counts;
  const counts = load(db);
  cache.set(db, { at: Date.now(), counts });
  counts.catch(() => cache.delete(db));
  return counts;
}

const STOCK_TTL_MS = 2_000;
const stockCache = new WeakMap<object, { at: number; stock: Promise<Map<number, number>> }>();

/** Openings used of each case with an opens limit (`case_stock`): case id → used; cached 2 s. */
export function caseStock(db: DbOrTx): Promise<Map<number, number>> {
  const hit = stockCache.get(db);
  if (hit && Date.now() - hit.at < STOCK_TTL_MS) return hit.stock;
  const stock = db
    .select()
    .from(caseStockTable)
    .then((rows) => new Map(rows.map((r) => [r.caseId, r.used])));
  stockCache.set(db, { at: Date.now(), stock });
  stock.catch(() => stockCache.delete(db));
  return stock;
}

/**
 * Drops this process's cached `case_stock` read after an opening of a limited case (taken or refused as sold
 * out), so the card it answers next shows the openings left as they stand; other processes see it within 2 s.
 */
export function forgetCaseStock(db: DbOrTx): void {
  stockCache.delete(db);
}
