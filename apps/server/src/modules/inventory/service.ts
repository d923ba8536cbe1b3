/**
 * Inventory listing and selling, spec 001 §3, §4 Sell, §7 Inventory.
 * A sale moves items progress → selled with one conditional UPDATE and credits their summed price with
 * one ledger row, in one transaction. Items not the caller's are invisible (404 invalidItem).
 */
import type { INVENTORY_GROUPS } from '@cases/domain/api/inventory';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inventoryItems, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { credit } from '../../platform/ledger.ts';
import { activeItemsTotal } from '../users/service.ts';

type Group = (typeof INVENTORY_GROUPS)[number];
export type InventoryRow = typeof inventoryItems.$inferSelect;

function groupFilter(group: Group): SQL | undefined {
  switch (group) {
    case 'active':
    case 'upgrade':
      return eq(inventoryItems.status, 'progress');
    case 'withdrawal':
      return inArray(inventoryItems.status, ['PREPARING', 'STEAM_WITHDRAWN']);
    case 'all':
    case 'profile':
      return undefined;
  }
}

/** One page of a user's inventory, newest first, with the group's item count and total price (kopecks). */
export async function listInventory(
  db: DbOrTx,
  userId: number,
  group: Group,
  page: number,
  perPage: number,
) {
  const where = and(eq(inventoryItems.userId, userId), groupFilter(group));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(inventoryItems)
      .where(where)
      .orderBy(desc(inventoryItems.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({
        n: sql<number>`count(*)::int`,
        total: sql<string | null>`sum(${inventoryItems.price})`,
      })
      .from(inventoryItems)
      .where(where),
  ]);
  return { rows, totalItem: totals?.n ?? 0, totalPrice: Number(totals?.total ?? 0) };
}

export interface SaleResult {
  balance: number;
  totalAmountItems: number;
  sold: number;
  amount: number;
}

/**
 * Sells the given items (`ids`), or every active item when `ids` is 'all'.
 * Throws 404 invalidItem when an id is not the caller's, 409 inventory when an item is no longer sellable;
 * either way nothing changes.
 */
export async function sellItems(
  db: Db,
  userId: number,
  ids: number[] | 'all',
): Promise<SaleResult> {
  return db.transaction(async (tx) => {
    if (ids !== 'all') {
      const unique = [...new Set(ids)];
      const owned = await tx
        .select({ id: inventoryItems.id })
        .from(inventoryItems)
        .where(and(eq(inventoryItems.userId, userId), inArray(inventoryItems.id, unique)));
      if (owned.length !== unique.length) throw new AppError(404, 'invalidItem', 'Item not found');
      ids = unique;
    }
    const sold = await tx
      .update(inventoryItems)
      .set({ status: 'selled', updatedAt: new Date() })
      .where(
        and(
          eq(inventoryItems.userId, userId),
          eq(inventoryItems.status, 'progress'),
          ids === 'all' ? undefined : inArray(inventoryItems.id, ids),
        ),
      )
      .returning({ id: inventoryItems.id, price: inventoryItems.price });
    if (ids !== 'all' && sold.length !== ids.length)
      throw new AppError(409, 'inventory', 'Item is no longer in the inventory');
    const amount = sold.reduce((s, r) => s + r.price, 0);
    let balance: number;
    if (amount > 0) {
      const ref = sold.length === 1 ? `item:${sold[0]!.id}` : `items:${sold.length}:${sold[0]!.id}`;
      balance = await credit(tx, { userId, amount, reason: 'sell', reference: ref });
    } else {
      const [u] = await tx
        .select({ balance: users.balance })
        .from(users)
        .where(eq(users.id, userId));
      balance = u?.balance ?? 0;
    }
    return {
      balance,
      totalAmountItems: await activeItemsTotal(tx, userId),
      sold: sold.length,
      amount,
    };
  });
}
