/**
 * Reconciliation of pending orders (issue 12; on the job queue since issue 14): every order is
 * created with a `payment-reconcile` job in the same transaction, due when its provider should have
 * told us the end (a minute for a real provider, a day for the sandbox). The job asks the provider:
 * a final status is settled exactly once (settle.ts), a still-pending one fails the run, and the queue
 * retries it with exponential backoff (PAYMENTS_RECONCILE_DELAY_S, doubled each time, 12 retries —
 * about five and a half days in all at the default minute). Jobs survive restarts; several processes
 * share them (platform/jobs.ts). `payment_orders.checks` counts the questions asked.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/index.ts';
import type { Executor, Jobs } from '../../platform/jobs.ts';
import type { Providers } from './providers/index.ts';
import type { ProviderId } from './providers/types.ts';
import { findOrder } from './service.ts';
import type { PaymentsPorts } from './ports.ts';
import { settleNotice } from './settle.ts';

export const RECONCILE_QUEUE = 'payment-reconcile';
const RETRIES = 12;

/** Declares the queue and its handler (module.ts). `delaySeconds`: the first retry's delay. */
export function defineReconciliation(
  jobs: Jobs,
  o: {
    db: Db;
    providers: Providers;
    delaySeconds: number;
    ports: Pick<PaymentsPorts, 'applyDepositPromo'>;
  },
): void {
  jobs.define<{ orderId: string }>(
    RECONCILE_QUEUE,
    { retryLimit: RETRIES, retryDelaySeconds: o.delaySeconds, backoff: true, expireInSeconds: 120 },
    async ({ orderId }) => {
      const order = await findOrder(o.db, orderId);
      if (!order || order.status !== 'pending') return;
      const provider = o.providers[order.provider as ProviderId];
      if (!provider) return;
      await o.db
        .update(paymentOrders)
        .set({ checks: sql`${paymentOrders.checks} + 1` })
        .where(eq(paymentOrders.id, order.id));
      const notice = await provider.fetchStatus(order);
      if (notice && notice.orderId === order.id && notice.status !== 'pending') {
        await settleNotice(o.db, notice, o.ports);
        return;
      }
      throw new Error(`order ${order.id} still pending at ${order.provider}`);
    },
  );
}

/** Queues the order's reconciliation in `tx` (the order's own transaction), due in `afterSeconds`. */
export async function scheduleReconciliation(
  jobs: Jobs,
  tx: Executor,
  orderId: string,
  afterSeconds: number,
): Promise<void> {
  await jobs.send(
    RECONCILE_QUEUE,
    { orderId },
    { tx, startAfterSeconds: afterSeconds, singletonKey: orderId },
  );
}
