/**
 * The sale queue (spec 001 §4 Sell, §3 Sell event): items in status `vendor waiting` are the queue, so it
 * survives a crash. Per owner, one transaction sells every waiting row it can lock (`FOR UPDATE SKIP
 * LOCKED`, so several processes never sell a row twice): `vendor waiting` → selled and one ledger credit of
 * the sum (queued-sales.ts). After the commit the owner gets `sell_done`. A queued sale kicks the queue
 * at once in its process; the durable side is the job queue (issue 14, platform/jobs.ts): the sale's
 * transaction also queues a `sale-queue` job for the owner (one waiting per owner), which any process
 * runs — again every second while rows are held elsewhere — so a crash or a busy process leaves
 * nothing unsold. One sweep at start-up sells rows from before the job queue. Without `jobs` (tests)
 * `start()` sweeps every `pollMs` instead.
 */
import { toRoubles } from '@cases/domain/money';
import type { Db } from '../../db/client.ts';
import type { Executor, Jobs } from '../../platform/jobs.ts';
import type { Hub } from '../../platform/realtime/hub.ts';
import { hasWaiting, sellQueued, waitingOwners, type QueuedSale } from './queued-sales.ts';

/** A kick retries while the owner still has queued items another transaction held: delay and attempts. */
const KICK_RETRY_MS = 100;
const KICK_ATTEMPTS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface SaleQueueOptions {
  db: Db;
  hub?: Hub | undefined;
  /** Sweep interval (ms) when there is no job queue. */
  pollMs: number;
  /** The durable job queue: runs the owners' `sale-queue` jobs instead of a periodic sweep. */
  jobs?: Jobs | undefined;
  /** Owners handled per sweep pass. */
  batch?: number;
  log?: { error(obj: object, msg: string): void };
}

export interface SaleQueue {
  /** Sells one owner's queued items now (after their sale committed); errors are logged, the sweep retries. */
  kick(userId: number): void;
  /** Sells every owner's queued items; returns the sales made. */
  sweep(): Promise<QueuedSale[]>;
  /** With `jobs`: declares the queue's handler and sweeps once; without: sweeps now, then every pollMs. */
  start(): void;
  /** Queues the owner's durable job in the sale's transaction (sales.ts `onQueued`). */
  queueJob(tx: Executor, userId: number): Promise<void>;
  /** Stops sweeping and waits for the work in flight. */
  stop(): Promise<void>;
}

/** The owners' durable sale jobs: `{ userId }`, one waiting per owner. */
export const SALE_QUEUE = 'sale-queue';

export function createSaleQueue(o: SaleQueueOptions): SaleQueue {
  const batch = o.batch ?? 100;
  const inFlight = new Set<Promise<unknown>>();
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;

  const track = <T>(p: Promise<T>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p)).catch(() => undefined);
    return p;
  };
  const notify = (s: QueuedSale) =>
    o.hub?.emitToUser(s.userId, 'sell_done', {
      type: 'sell_done',
      user: String(s.userId),
      money: toRoubles(s.balance),
      price: toRoubles(s.amount),
      utastycoin: 0,
    });
  const sellOne = async (userId: number) => {
    const sale = await sellQueued(o.db, userId);
    if (sale) notify(sale);
    return sale;
  };

  // A concurrent transaction may still hold some of the owner's rows (a sale that waited on them keeps
  // their locks until it ends): try again shortly rather than leave them to the next sweep.
  async function kickLoop(userId: number): Promise<void> {
    for (let attempt = 1; !stopped; attempt++) {
      await sellOne(userId);
      if (attempt >= KICK_ATTEMPTS || !(await hasWaiting(o.db, userId))) return;
      await sleep(KICK_RETRY_MS);
    }
  }

  async function sweep(): Promise<QueuedSale[]> {
    const done: QueuedSale[] = [];
    for (;;) {
      const owners = await waitingOwners(o.db, batch);
      let progressed = false;
      for (const userId of owners) {
        try {
          const sale = await sellOne(userId);
          if (sale) {
            done.push(sale);
            progressed = true;
          }
        } catch (err) {
          o.log?.error({ err, userId }, 'queued sale failed; retried on the next sweep');
        }
      }
      // Rows another worker holds stay listed; stop when a full pass sold nothing or the list is exhausted.
      if (owners.length < batch || !progressed) return done;
    }
  }

  const loop = () => {
    if (stopped) return;
    void track(
      sweep()
        .catch((err: unknown) => o.log?.error({ err }, 'sale queue sweep failed'))
        .finally(() => {
          if (!stopped) timer = setTimeout(loop, o.pollMs);
        }),
    );
  };

  return {
    kick: (userId) => {
      if (stopped) return;
      void track(
        kickLoop(userId).catch((err: unknown) =>
          o.log?.error({ err, userId }, 'queued sale failed; retried on the next sweep'),
        ),
      );
    },
    sweep,
    queueJob: async (tx, userId) => {
      await o.jobs?.send(SALE_QUEUE, { userId }, { tx, singletonKey: String(userId) });
    },
    start: () => {
      if (!stopped) return;
      stopped = false;
      if (!o.jobs) return loop();
      o.jobs.define<{ userId: number }>(
        SALE_QUEUE,
        {
          retryLimit: 60,
          retryDelaySeconds: 1,
          backoff: false,
          expireInSeconds: 60,
          policy: 'short',
        },
        async ({ userId }) => {
          await sellOne(userId);
          // Rows another transaction still held: the queue runs this job again in a second.
          if (await hasWaiting(o.db, userId))
            throw new Error(`owner ${userId} still has queued items`);
        },
      );
      void track(
        sweep().catch((err: unknown) => o.log?.error({ err }, 'sale queue catch-up failed')),
      );
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
