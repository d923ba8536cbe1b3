/**
 * Reconciliation of pending orders (issue 12; on the job queue since issue 14): every order is
 * created with a `payment-reconcile` job in the same transaction, due when its provider should have
 * told us the end (a minute for a real provider, a day for the sandbox). The job asks the provider:
 * a final status is settled exactly once (settle.ts), a still-pending one fails the run, and the queue
 * retries it with exponential backoff (PAYMENTS_RECONCILE_DELAY_S, doubled each time, 12 retries —
 * about five and a half days in all at the default minute). Jobs survive restarts; several processes
 * share them (platform/jobs.ts). `payment_orders.checks` counts the questions asked; each answer is kept in
 * `payment_notices` (notices.ts) for the console, whose "reconcile now" asks the same way (issue 30).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/index.ts';
import type { Executor, Jobs } from '../../platform/jobs.ts';
import type { Providers } from './providers/index.ts';
import type { ProviderId, ProviderNotice } from './providers/types.ts';
import { recordNotice } from './notices.ts';
import { findOrder, type OrderRow } from './service.ts';
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
      const notice = await askProvider(o.db, o.providers, order);
      if (notice === undefined) return;
      if (notice && notice.orderId === order.id && notice.status !== 'pending') {
        await recordNotice(o.db, notice, 'reconcile', await settleNotice(o.db, notice, o.ports));
        return;
      }
      if (notice?.orderId === order.id) await recordNotice(o.db, notice, 'reconcile', 'pending');
      throw new Error(`order ${order.id} still pending at ${order.provider}`);
    },
  );
}

/**
 * Asks the order's provider about it (counted in `checks`): its notice, null when the provider does not know,
 * undefined when this deployment runs no such provider. Shared by the job and the console's "reconcile now".
 */
export async function askProvider(
  db: Db,
  providers: Providers,
  order: OrderRow,
): Promise<ProviderNotice | null | undefined> {
  const provider = providers[order.provider as ProviderId];
  if (!provider) return undefined;
  await db
    .update(paymentOrders)
    .set({ checks: sql`${paymentOrders.checks} + 1` })
    .where(eq(paymentOrders.id, order.id));
  return provider.fetchStatus(order);
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
