/**
 * Top-up orders, spec 001 §3 Payment entities, §7 Payments: created pending at the start
 * (start-statement.ts), settled once by a verified provider notice (settle.ts). Amounts: `amount` kopecks credited (RUB),
 * `originalAmount` the payer's currency in minor units at `rate` roubles per unit.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type Outcome = 'success' | 'fail';

export interface NewOrder {
  userId: number;
  directionId: string;
  country: string;
  currency: string;
  /** The payer's currency, minor units. */
  originalAmount: number;
  rate: number;
  /** Kopecks to credit. */
  amount: number;
  provider: string;
  /** The player's active promo code (common or blogger), if any. */
  promoCode: string | null;
  /** First reconciliation, for providers that report to us. */
  nextCheckAt: Date | null;
}

/** Records the provider's payment id of a started order. */
export async function setProviderPaymentId(db: Db, orderId: string, id: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ providerPaymentId: id })
    .where(eq(paymentOrders.id, orderId));
}

/**
 * Fails a pending order whose payment could not be started at the provider: the player never got a
 * page to pay on, so nothing can be paid for it, and it stops counting against the deposit limits
 * (limits/windows.ts). A late notice for it changes nothing (settle.ts moves pending orders only).
 */
export async function failUnstartedOrder(db: Db, orderId: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: 'fail', completedAt: new Date(), nextCheckAt: null })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'pending')));
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
