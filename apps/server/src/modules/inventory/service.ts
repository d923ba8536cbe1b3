/**
 * Inventory listing, spec 001 §3 Inventory item, §7 Inventory `GET /v1/inventory/get` (sales live in
 * sales.ts). Groups: active and upgrade = progress; withdrawal = PREPARING, send, STEAM_WITHDRAWN;
 * all and profile = every status.
 */
import type { INVENTORY_GROUPS } from '@cases/domain/api/inventory';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryItems, withdrawalJobs } from '../../db/schema/index.ts';
import { OPEN_JOB_STATES } from '../withdrawals/transitions.ts';

type Group = (typeof INVENTORY_GROUPS)[number];
export type InventoryRow = typeof inventoryItems.$inferSelect;

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

/** What the open withdrawal job of an item tells: the 5-minute timer end, the offer once sent. */
export interface OpenWithdrawal {
  endsAt: Date;
  offerId: string | null;
}

/**
 * The open withdrawal jobs (spec 001 §4: 5-minute timer) of the given PREPARING and sent items: one
 * query for the whole page. Items without an open job are absent from the map.
 */
async function openWithdrawals(
  db: DbOrTx,
  rows: InventoryRow[],
): Promise<Map<number, OpenWithdrawal>> {
  const ids = rows.filter((r) => r.status === 'PREPARING' || r.status === 'send').map((r) => r.id);
  if (ids.length === 0) return new Map();
  const jobs = await db
    .select({
      itemId: withdrawalJobs.inventoryItemId,
      endsAt: withdrawalJobs.timerEndsAt,
      offerId: withdrawalJobs.tradeOfferId,
    })
    .from(withdrawalJobs)
    .where(
      and(
        inArray(withdrawalJobs.inventoryItemId, ids),
        inArray(withdrawalJobs.state, OPEN_JOB_STATES),
      ),
    );
  return new Map(jobs.map((j) => [j.itemId, { endsAt: j.endsAt, offerId: j.offerId }]));
}

/**
 * One page of a user's inventory, newest first, with the group's item count and total price (kopecks)
 * and the open withdrawal of each PREPARING or sent row on the page (`withdrawals`, by row id).
 */
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
  return {
    rows,
    withdrawals: await openWithdrawals(db, rows),
    totalItem: totals?.n ?? 0,
    totalPrice: Number(totals?.total ?? 0),
  };
}
