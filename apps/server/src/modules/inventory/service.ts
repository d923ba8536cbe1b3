/**
 * Inventory listing, spec 001 §3 Inventory item, §7 Inventory `GET /v1/inventory/get` (sales live in
 * sales.ts). Groups: active and upgrade = progress; withdrawal = PREPARING, send, STEAM_WITHDRAWN;
 * all and profile = every status.
 */
import type { INVENTORY_GROUPS } from '@cases/domain/api/inventory';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryItems } from '../../db/schema/index.ts';
import type { InventoryPorts } from './ports.ts';

type Group = (typeof INVENTORY_GROUPS)[number];

/** Item statuses of the withdrawal group (spec 001 §4 Item withdrawal). */
const WITHDRAWAL_STATUSES = ['PREPARING', 'send', 'STEAM_WITHDRAWN'];

function groupFilter(group: Group): SQL | undefined {
  switch (group) {
    case 'active':
    case 'upgrade':
      return eq(inventoryItems.status, 'progress');
    case 'withdrawal':
      return inArray(inventoryItems.status, WITHDRAWAL_STATUSES);
    case 'all':
    case 'profile':
      return undefined;
  }
}

/**
 * One page of a user's inventory, newest first, with the group's item count and total price (kopecks)
 * and the open withdrawal of each PREPARING or sent row on the page (`withdrawals`, by row id, from
 * the withdrawals area through `openWithdrawals`).
 */
export async function listInventory(
  db: DbOrTx,
  userId: number,
  group: Group,
  page: number,
  perPage: number,
  openWithdrawals: InventoryPorts['openWithdrawals'],
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
  return {
    rows,
    withdrawals: await openWithdrawals(
      db,
      rows.filter((r) => r.status === 'PREPARING' || r.status === 'send').map((r) => r.id),
    ),
    totalItem: totals?.n ?? 0,
    totalPrice: Number(totals?.total ?? 0),
  };
}
