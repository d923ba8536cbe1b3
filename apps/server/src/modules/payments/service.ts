/**
 * Top-up orders, spec 001 §3 Payment entities, §7 Payments. An order is credited exactly once: the
 * pending → success transition is one conditional UPDATE in the same transaction as the credit.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { credit } from '../../platform/ledger.ts';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type Outcome = 'success' | 'fail';

/** Creates a pending order of `amount` kopecks; returns its id. */
export async function createOrder(
  db: Db,
  userId: number,
  directionId: string,
  amount: number,
): Promise<string> {
  const id = randomUUID();
  await db.insert(paymentOrders).values({ id, userId, directionId, amount });
  return id;
}

/** The caller's order; another user's or an unknown order is 404 dataNotFound. */
export async function ownOrder(db: Db, userId: number, orderId: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.userId, userId)));
  if (!row) throw new AppError(404, 'dataNotFound', 'Order not found');
  return row;
}

/** Any order by id (for the provider's hosted page), or null. */
export async function findOrder(db: Db, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  return row ?? null;
}

/**
 * Applies a provider's verified outcome. Only a pending order with the same amount (kopecks) moves;
 * a repeated or late callback changes nothing. Returns true when this call settled the order.
 */
export async function settleOrder(
  db: Db,
  orderId: string,
  outcome: Outcome,
  amount: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentOrders)
      .set({ status: outcome, completedAt: new Date() })
      .where(
        and(
          eq(paymentOrders.id, orderId),
          eq(paymentOrders.status, 'pending'),
          eq(paymentOrders.amount, amount),
        ),
      )
      .returning();
    if (!row) return false;
    if (outcome === 'success')
      await credit(tx, {
        userId: row.userId,
        amount: row.amount,
        reason: 'topup',
        reference: `order:${row.id}`,
      });
    return true;
  });
}
