/**
 * The console's page of a player's items with their catalog names, newest first (issue 30 "Players": the profile's
 * games; admin-routes.ts declares the call): 50 a page at `limit`/`offset` (kernel/staff/player-list.ts pageWindow),
 * and how many there are in all.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryItems, items } from '../../db/schema/index.ts';

/** Rows of player `userId` in the window, newest first, and the total. */
export async function inventoryPageOf(
  db: DbOrTx,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
) {
  const mine = eq(inventoryItems.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: inventoryItems.id,
        itemId: inventoryItems.itemId,
        name: items.name,
        nameEn: items.nameEn,
        price: inventoryItems.price,
        status: inventoryItems.status,
        source: inventoryItems.source,
        createdAt: inventoryItems.createdAt,
        updatedAt: inventoryItems.updatedAt,
      })
      .from(inventoryItems)
      .innerJoin(items, eq(items.id, inventoryItems.itemId))
      .where(mine)
      .orderBy(desc(inventoryItems.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(inventoryItems).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}
