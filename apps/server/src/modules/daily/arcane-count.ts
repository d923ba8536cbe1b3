/**
 * `GET /v1/cases/arcane/count` (spec 001 §7): how many drops of the top rarities (TOP_RARITIES) the shop has given.
 * A count over the whole inventory, so it is counted at most every 30 s per process (a visitor's call costs a cache
 * read); routes.ts declares the call.
 */
import { TOP_RARITIES } from '@cases/domain/rarities';
import { count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryItems, items } from '../../db/schema/index.ts';
import { dbCache } from '../../platform/db-cache.ts';

const counted = dbCache(30_000, async (db) => {
  const [row] = await db
    .select({ n: count() })
    .from(inventoryItems)
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .where(inArray(items.rarity, [...TOP_RARITIES]));
  return row?.n ?? 0;
});

/** The count as of at most 30 s ago. */
export const topRarityDrops = (db: DbOrTx): Promise<number> => counted.get(db);
