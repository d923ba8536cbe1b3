/**
 * pg-boss's database adapter for the shop's job queue (platform/jobs.ts, issue 14): pg-boss's
 * statements run as they are on the driver's own client under a drizzle database or transaction
 * (node-postgres or PGlite), and a run's end that cannot be recorded is dropped instead of ending the
 * process.
 */
import { createRequire } from 'node:module';
import type PgBoss from 'pg-boss';
import { JOBS_SCHEMA } from '../db/app-role.ts';
import type { Db } from '../db/client.ts';

/** Anything drizzle can run a statement on: the database or a transaction. */
export type Executor = Pick<Db, 'execute'>;

/** The schema pg-boss keeps its jobs in. */
export const SCHEMA = JOBS_SCHEMA;

type RawClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] } | { rows: unknown[] }[]>;
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
};

/**
 * The driver's own client under a drizzle database or transaction: node-postgres' pool or pooled
 * client, or PGlite (or its transaction). pg-boss's statements must reach it as they are — a `$5` used
 * three times is one parameter with one type, which a re-rendered statement would not keep.
 */
function rawClient(on: Executor | Db): RawClient {
  const client =
    (on as unknown as { $client?: RawClient }).$client ??
    (on as unknown as { session?: { client?: RawClient } }).session?.client;
  if (!client || typeof client.query !== 'function')
    throw new Error('jobs: no driver client under this database or transaction');
  return client;
}

/**
 * pg-boss's database adapter: the statement as it is on the driver's client (`rows` of the last).
 * Once `stopped()` says the queue has stopped, statements are dropped: a job that outlived the stop
 * timeout finishes after the database closed, and pg-boss records its end without awaiting it (an
 * unhandled rejection otherwise); the job stays active and is retried when it expires. A run's end
 * that fails (the database is away) is dropped the same way and reported to `lostEnd`. The dropped
 * statement answers no `rows` at all, which pg-boss counts as "0 jobs affected".
 */
export function adapter(
  on: Executor | Db,
  stopped: () => boolean = () => false,
  lostEnd: (err: unknown) => void = () => undefined,
): PgBoss.Db {
  const client = rawClient(on);
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      if (stopped()) return { rows: undefined as unknown as [] };
      try {
        const r =
          values && values.length > 0
            ? await client.query(text, values)
            : // pg-boss's own migrations are several statements in one text: the simple protocol.
              client.exec
              ? await client.exec(text)
              : await client.query(text);
        const last = Array.isArray(r) ? r.at(-1) : r;
        return { rows: last?.rows ?? [] };
      } catch (err) {
        // pg-boss records a run's end without awaiting it, so a database outage at that moment
        // would be an unhandled rejection and end the process. The end is logged and dropped
        // instead: the job stays active and is retried when it expires, as after a crash.
        if (!RUN_END_COMMANDS.has(text)) throw err;
        lostEnd(err);
        return { rows: undefined as unknown as [] };
      }
    },
  };
}

/** pg-boss's statements that record a run's end (complete, fail) in the `pgboss` schema. */
const RUN_END_COMMANDS: ReadonlySet<string> = (() => {
  const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
  };
  return new Set([plans.completeJobs(SCHEMA), plans.failJobsById(SCHEMA)]);
})();
