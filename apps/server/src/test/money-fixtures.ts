/**
 * Console money fixtures (issue 30 "withdrawal queue", "payment orders"): an open withdrawal of a player (an item
 * PREPARING and its withdrawal row, made straight in the database, no step queued) and a pending sandbox order.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { App } from '../platform/types.ts';
import { paymentOrders, withdrawalJobs } from '../db/schema/index.ts';
import { putOrdinary } from './inventory-fixtures.ts';
import { TRADE_LINK } from './withdrawal-fixtures.ts';

/** An open (PREPARING) withdrawal of a new item of player `userId`, its step overdue by `lateS` seconds. */
export async function openWithdrawalOf(
  db: Db,
  userId: string,
  lateS = 0,
): Promise<{ id: string; itemId: string }> {
  const [item] = await putOrdinary(db, userId, 1, 'PREPARING');
  const at = new Date(Date.now() - lateS * 1000);
  const [row] = await db
    .insert(withdrawalJobs)
    .values({
      userId: Number(userId),
      inventoryItemId: Number(item!.id),
      method: 'trade',
      target: TRADE_LINK,
      state: 'PREPARING',
      timerEndsAt: new Date(at.getTime() + 5 * 60_000),
      nextRunAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: withdrawalJobs.id });
  return { id: String(row!.id), itemId: item!.id };
}

/** A pending sandbox order of player `userId` for `kopecks`; its id. */
export async function pendingOrderOf(db: Db, userId: string, kopecks = 10_000): Promise<string> {
  const id = randomUUID();
  await db.insert(paymentOrders).values({
    id,
    userId: Number(userId),
    directionId: 'sandbox',
    amount: kopecks,
    originalAmount: kopecks,
    provider: 'sandbox',
  });
  return id;
}

/** `GET /v1/admin/players/{userId}/{list}?page` with the console cookie: status and body. */
export async function consoleList(
  app: App,
  cookie: string,
  userId: string,
  list: string,
  page = 1,
): Promise<{
  status: number;
  body: { rows: Record<string, unknown>[]; total: number } & Record<string, unknown>;
}> {
  const res = await app.inject({
    method: 'GET',
    url: `/v1/admin/players/${userId}/${list}?page=${page}`,
    headers: { cookie },
  });
  return { status: res.statusCode, body: res.json() };
}
