/**
 * The shop's one durable job queue (issue 14 "Background work … on one well-kept durable job
 * queue"): pg-boss 10 on the shop's own database — PostgreSQL through the app's pool, and the
 * embedded PGlite default through the same calls (pg-boss only needs `executeSql`), so both run the
 * same queue with the same guarantees. Jobs are rows in the `pgboss` schema: they survive restarts,
 * each runs once at a time (fetched with `FOR UPDATE SKIP LOCKED`, so several processes share them),
 * a failed run is retried with exponential backoff up to its queue's limit, a run that outlives
 * `expireInSeconds` is failed and retried, and an operator sees every job and its state
 * (`select name, state, retry_count, start_after, output from pgboss.job`; counts in /metrics as
 * `cases_jobs{queue,state}`; docs/operations.md).
 *
 * A job can be sent in the caller's transaction (`tx`): it exists if and only if that transaction
 * commits — an order and its reconciliation, for instance. On shutdown `stop()` stops fetching,
 * waits for the runs in progress (at most `stopTimeoutMs`) and fails what is left, so those jobs are
 * retried by the next process instead of waiting for their expiry.
 */
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import { adapter, SCHEMA, type Executor } from './jobs-adapter.ts';

export type { Executor } from './jobs-adapter.ts';

export interface QueueSpec {
  /** Retries after the first failed run. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each retry when `backoff`. */
  retryDelaySeconds: number;
  backoff: boolean;
  /** A run taking longer than this (s) is failed and retried. */
  expireInSeconds: number;
  /**
   * pg-boss's queue policy: 'standard' (default), 'short' — at most one job waiting per `singletonKey` (a
   * second send while one waits is a no-op answering null) — or 'stately': also at most one running (a job
   * that waits while another runs starts after it; the periodic tasks of `every`).
   */
  policy?: 'standard' | 'short' | 'stately';
  /**
   * The queue holds only jobs that can be dropped (a periodic task's next run): when it exists with another
   * policy it is deleted and created again, as pg-boss cannot change a queue's policy.
   */
  disposable?: boolean;
}

export interface SendOptions {
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
  /** At most one queued job with this key in the queue (the queue's `singletonKey`). */
  singletonKey?: string;
  /** Send inside this transaction (the job is created only if it commits). */
  tx?: Executor;
}

export interface JobsOptions {
  /** Run the handlers in this process (false: only send, e.g. a web-only process). */
  work: boolean;
  /** How often an idle worker asks for due jobs (s, ≥ 0.5). */
  pollSeconds: number;
  /**
   * How often one process fails the runs that outlived their queue's `expireInSeconds` (their process
   * died), so they are retried (s, ≥ 1; pg-boss's maintenance).
   */
  maintenanceSeconds: number;
  /** Longest wait for runs in progress on stop (ms). */
  stopTimeoutMs: number;
  log: { error(obj: object, msg: string): void };
}

export interface Jobs {
  /**
   * Declares a queue (idempotent) and, when this process works, its handler (null: only declared,
   * this process sends to it); `ready()` waits for every declaration. A handler that throws fails the
   * run: it is retried per `spec`; one that returns completes the job.
   */
  define<T extends object>(
    name: string,
    spec: QueueSpec,
    handler: ((data: T, run: { id: string; retryCount: number }) => Promise<void>) | null,
  ): void;
  /**
   * A periodic task shared by every process instead of a timer in each: one `name` job waits at a
   * time; its run calls `task`, then queues the next run `everySeconds` later (also when `task`
   * threw, which is logged). Any process starting queues the first run if none waits; while a run is on,
   * that waiting run starts only after it (never two runs at once).
   */
  every(name: string, everySeconds: number, task: () => Promise<unknown>): void;
  /** Resolves when every queue declared so far exists and its worker runs (rejects if one failed). */
  ready(): Promise<void>;
  /** Enqueues a job; its id, or null when `singletonKey` already has one queued. */
  send(name: string, data: object, o?: SendOptions): Promise<string | null>;
  /**
   * Makes the waiting jobs of queue `name` with these singleton keys due now (their `startAfter` was
   * later): a schedule's wait ended early, e.g. by a test server's due-work hook. Answers how many.
   */
  dueNow(name: string, singletonKeys: string[]): Promise<number>;
  /** Jobs by queue and state (for /metrics and operators). */
  counts(): Promise<{ queue: string; state: string; count: number }[]>;
  /**
   * Per declared queue, its jobs due more than `graceSeconds` (s) ago that no worker has started
   * (created or waiting for a retry): work the queue's workers are not getting to.
   */
  overdue(graceSeconds: number): Promise<{ queue: string; count: number }[]>;
  stop(): Promise<void>;
}

/** Starts pg-boss on `db` (creating or migrating its schema once, under its own lock). */
export async function startJobs(db: Db, o: JobsOptions): Promise<Jobs> {
  let stopped = false;
  const boss = new PgBoss({
    db: adapter(
      db,
      () => stopped,
      (err) => o.log.error({ err }, 'job run end not recorded; the job is retried when it expires'),
    ),
    schema: SCHEMA,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: Math.max(1, o.maintenanceSeconds),
    migrate: true,
  });
  boss.on('error', (err) => o.log.error({ err }, 'job queue error'));
  await boss.start();
  const queues = new Set<string>();
  /** Declarations run one after another: pg-boss creates a partition per queue, and two at once deadlock. */
  let declared: Promise<void> = Promise.resolve();
  let failed: Error | undefined;
  /** Creates the queue; another process creating it at the same moment may deadlock us: retry. */
  const createQueue = async (name: string, options: PgBoss.Queue) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await boss.createQueue(name, options);
      } catch (err) {
        const code = (err as { code?: unknown }).code;
        if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw err;
        await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
      }
    }
  };
  const declare = async <T extends object>(
    name: string,
    spec: QueueSpec,
    handler: ((data: T, run: { id: string; retryCount: number }) => Promise<void>) | null,
  ) => {
    const policy = spec.policy ?? 'standard';
    if (spec.disposable) {
      const existing = await boss.getQueue(name);
      if (existing && existing.policy !== policy) await boss.deleteQueue(name);
    }
    await createQueue(name, {
      name,
      retryLimit: spec.retryLimit,
      retryDelay: spec.retryDelaySeconds,
      retryBackoff: spec.backoff,
      expireInSeconds: spec.expireInSeconds,
      policy,
    });
    queues.add(name);
    if (!o.work || handler === null) return;
    await boss.work<object>(
      name,
      { pollingIntervalSeconds: Math.max(0.5, o.pollSeconds), includeMetadata: true },
      async (jobs) => {
        for (const job of jobs)
          await handler(job.data as T, { id: job.id, retryCount: job.retryCount });
      },
    );
  };
  const define: Jobs['define'] = (name, spec, handler) => {
    declared = declared.then(() =>
      declare(name, spec, handler).catch((err: unknown) => {
        failed ??= err instanceof Error ? err : new Error(String(err));
      }),
    );
  };
  return {
    define,
    every(name, everySeconds, task) {
      const next = (after: number) =>
        boss.send(name, {}, { singletonKey: 'next', startAfter: Math.max(0, Math.ceil(after)) });
      define(
        name,
        {
          retryLimit: 3,
          retryDelaySeconds: Math.max(1, Math.ceil(everySeconds)),
          backoff: false,
          expireInSeconds: 300,
          // One run waiting and one running at most: a process starting while a run is on queues the next
          // run, which starts only once that one ends — never beside it (issue 42; 'short' allowed that).
          policy: 'stately',
          disposable: true,
        },
        async () => {
          try {
            await task();
          } catch (err) {
            o.log.error(
              { err, queue: name },
              'periodic job failed; it runs again at its next time',
            );
          } finally {
            await next(everySeconds);
          }
        },
      );
      declared = declared.then(async () => {
        if (o.work) await next(0);
      });
    },
    ready: async () => {
      await declared;
      if (failed) throw failed;
    },
    send: (name, data, s = {}) =>
      boss.send(name, data, {
        ...(s.startAfterSeconds ? { startAfter: Math.ceil(s.startAfterSeconds) } : {}),
        ...(s.singletonKey ? { singletonKey: s.singletonKey } : {}),
        ...(s.tx ? { db: adapter(s.tx) } : {}),
      }),
    dueNow: async (name, singletonKeys) => {
      if (singletonKeys.length === 0) return 0;
      const r: unknown = await db.execute(
        sql`update pgboss.job set start_after = now()
             where name = ${name} and state in ('created', 'retry') and start_after > now()
               and singleton_key in (${sql.join(
                 singletonKeys.map((k) => sql`${k}`),
                 sql`, `,
               )})
         returning id`,
      );
      return (r as { rows: unknown[] }).rows.length;
    },
    counts: async () => {
      const r: unknown = await db.execute(
        sql`select name as queue, state::text as state, count(*)::int as count from pgboss.job group by 1, 2`,
      );
      const rows = (r as { rows: { queue: string; state: string; count: number }[] }).rows;
      return rows.filter((x) => queues.has(x.queue));
    },
    overdue: async (graceSeconds) => {
      const r: unknown = await db.execute(
        sql`select name as queue, count(*)::int as count from pgboss.job
            where state in ('created', 'retry')
              and start_after < now() - make_interval(secs => ${graceSeconds})
            group by 1`,
      );
      const late = new Map(
        (r as { rows: { queue: string; count: number }[] }).rows.map((x) => [x.queue, x.count]),
      );
      return [...queues].sort().map((queue) => ({ queue, count: late.get(queue) ?? 0 }));
    },
    stop: async () => {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: o.stopTimeoutMs });
      stopped = true;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (platform/jobs.ts). */
    jobs: Jobs;
  }
}
