/**
 * Opens per case for the card counters, aggregated from the inventory and cached 30 s (no hot counter row),
 * and the openings used of limited cases (`case_stock`, cached 2 s).
 */
import { count, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { caseStock as caseStockTable, inventoryItems } from '../../db/schema/index.ts';
import { dbCache } from '../../platform/db-cache.ts';

async function load(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ caseId: inventoryItems.caseId, n: count() })
    .from(inventoryItems)
    .where(isNotNull(inventoryItems.caseId))
    .groupBy(inventoryItems.caseId);
  return new Map(rows.map((r) => [r.caseId ?? 0, r.n]));
}

const counts = dbCache(30_000, load);

/** Map of case id → number of items dropped from it. */
export function openedCounts(db: DbOrTx): Promise<Map<number, number>> {
  return counts.get(db);
}

const stock = dbCache(2_000, (db) =>
  db
    .select()
    .from(caseStockTable)
    .then((rows) => new Map(rows.map((r) => [r.caseId, r.used]))),
);

/** Openings used of each case with an opens limit (`case_stock`): case id → used; cached 2 s. */
export function caseStock(db: DbOrTx): Promise<Map<number, number>> {
  return stock.get(db);
}

/**
 * Drops this process's cached `case_stock` read after an opening of a limited case (taken or refused as sold
 * out), so the card it answers next shows the openings left as they stand; other processes see it within 2 s.
 */
export function forgetCaseStock(db: DbOrTx): void {
  stock.forget(db);
}
