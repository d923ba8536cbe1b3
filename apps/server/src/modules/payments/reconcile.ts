/**
 * Reconciliation of pending orders (issue 12): an order whose provider never told us the end is
 * asked about until it is final. The orders themselves are the durable queue — `next_check_at` on
 * pending rows, claimed with `FOR UPDATE SKIP LOCKED` so several processes share them — and a restart
 * simply resumes. Back-off: 1, 2, 4 … minutes, at most an hour; a sandbox order fails after a day.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/index.ts';
import type { Providers } from './providers/index.ts';
import type { ProviderId } from './providers/types.ts';
import { settleNotice } from './settle.ts';

const MAX_BACKOFF_MS = 3600_000;
const BATCH = 20;

export interface Reconciler {
  /** One pass over the due orders; returns how many were settled. */
  sweep(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createReconciler(o: {
  db: Db;
  providers: Providers;
  pollMs: number;
  log?: FastifyBaseLogger;
}): Reconciler {
  const sweep = async () => {
    const due = await o.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.status, 'pending'), lte(paymentOrders.nextCheckAt, sql`now()`)))
        .orderBy(asc(paymentOrders.nextCheckAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const r of rows) {
        const backoff = Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** r.checks);
        await tx
          .update(paymentOrders)
          .set({ checks: r.checks + 1, nextCheckAt: new Date(Date.now() + backoff) })
          .where(eq(paymentOrders.id, r.id));
      }
      return rows;
    });
    let settled = 0;
    for (const order of due) {
      const provider = o.providers[order.provider as ProviderId];
      if (!provider) continue;
      try {
        const notice = await provider.fetchStatus(order);
        if (notice && notice.orderId === order.id && notice.status !== 'pending')
          if ((await settleNotice(o.db, notice)) === 'settled') settled += 1;
      } catch (err) {
        o.log?.warn({ err, orderId: order.id }, 'payment reconciliation failed; will retry');
      }
    }
    return settled;
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const loop = () => {
    running = sweep()
      .catch((err: unknown) => o.log?.error({ err }, 'payment reconciliation sweep failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, o.pollMs);
      });
  };
  return {
    sweep,
    start: () => {
      stopped = false;
      timer = setTimeout(loop, o.pollMs);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
