/**
 * The rows of the console's withdrawal queue and of a player's withdrawals (issue 30 "Players, money,
 * withdrawals"; docs/console.md "Withdrawal queue"). A view: `stuck` — open (PREPARING, send) and its next step
 * or its 5-minute timer overdue by more than STUCK_GRACE_S (nothing is moving it: no worker, a lost step);
 * `failed` — failed, the latest withdrawal of its item, the item back in the inventory (progress): what a retry
 * or a hand delivery can still act on; `open` — every open one. Newest first. `attempts`: how many withdrawals
 * the item has had. Money in kopecks here (the routes turn it into roubles).
 */
import type { WithdrawalView } from '@cases/domain/api/admin-withdrawals';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryItems, items, users, withdrawalJobs } from '../../db/schema/index.ts';
import { OPEN_JOB_STATES } from './transitions.ts';

/** How late an open withdrawal's step or timer may be before it counts as stuck (s). */
export const STUCK_GRACE_S = 60;

const j = withdrawalJobs;

const open = inArray(j.state, OPEN_JOB_STATES);
const VIEWS: Record<WithdrawalView, SQL> = {
  open,
  stuck: and(
    open,
    sql`least(${j.nextRunAt}, ${j.timerEndsAt}) < now() - make_interval(secs => ${STUCK_GRACE_S})`,
  )!,
  failed: and(
    eq(j.state, 'failed'),
    eq(inventoryItems.status, 'progress'),
    sql`not exists (select 1 from withdrawal_jobs n where n.inventory_item_id = ${j.inventoryItemId} and n.id > ${j.id})`,
  )!,
};

const columns = {
  id: j.id,
  userId: j.userId,
  nickname: users.nickname,
  inventoryItemId: j.inventoryItemId,
  itemId: inventoryItems.itemId,
  itemName: items.name,
  price: inventoryItems.price,
  itemStatus: inventoryItems.status,
  state: j.state,
  errorCode: j.errorCode,
  method: j.method,
  tradeOfferId: j.tradeOfferId,
  provider: j.provider,
  pinnedProvider: j.pinnedProvider,
  holdReason: j.holdReason,
  pricePaid: j.pricePaid,
  attempts: sql<number>`(select count(*)::int from withdrawal_jobs a where a.inventory_item_id = ${j.inventoryItemId})`,
  createdAt: j.createdAt,
  updatedAt: j.updatedAt,
  timerEndsAt: j.timerEndsAt,
  nextRunAt: j.nextRunAt,
};
function rowsWhere(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(j)
    .innerJoin(users, eq(users.id, j.userId))
    .innerJoin(inventoryItems, eq(inventoryItems.id, j.inventoryItemId))
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .where(where);
}

async function pageWhere(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    rowsWhere(db, where).orderBy(desc(j.id)).limit(limit).offset(offset),
    db
      .select({ n: count() })
      .from(j)
      .innerJoin(inventoryItems, eq(inventoryItems.id, j.inventoryItemId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A page of the queue's `view`. */
export const queuePage = (db: DbOrTx, view: WithdrawalView, limit: number, offset: number) =>
  pageWhere(db, VIEWS[view], limit, offset);

/** A page of one player's withdrawals, every state. */
export const playerWithdrawalsPage = (db: DbOrTx, userId: number, limit: number, offset: number) =>
  pageWhere(db, eq(j.userId, userId), limit, offset);

/** One withdrawal as a queue row, or null. */
export async function queueRow(db: DbOrTx, id: number) {
  const [row] = await rowsWhere(db, eq(j.id, id));
  return row ?? null;
}

export type QueueRow = NonNullable<Awaited<ReturnType<typeof queueRow>>>;
