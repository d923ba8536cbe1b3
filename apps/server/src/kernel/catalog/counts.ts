/** Opens per case for the card counters, aggregated from the inventory and cached 30 s (no hot counter row). */
import { count, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryItems } from '../../db/schema/index.ts';

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
