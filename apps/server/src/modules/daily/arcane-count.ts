/**
 * `GET /v1/cases/arcane/count` (spec 001 §7): how many drops of the top rarities (TOP_RARITIES) the shop has given.
 * A count over the inventory; routes.ts declares the call.
 */
import { TOP_RARITIES } from '@cases/domain/rarities';
import { count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryItems, items } from '../../db/schema/index.ts';

export async function topRarityDrops(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inventoryItems)
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .where(inArray(items.rarity, [...TOP_RARITIES]));
  return row?.n ?? 0;
}
