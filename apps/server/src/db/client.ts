/**
 * Opens the database: embedded PGlite in `<dataDir>/pg` (or in memory), or PostgreSQL at DATABASE_URL,
 * and applies the migrations. Both give the same drizzle API (ARCHITECTURE "Real components").
 */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { grantAppRole, roleOfUrl } from './app-role.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: data functions accept either. */
export type DbOrTx = Db | Tx;

/**
 * True when `err` is a database error with SQLSTATE `code` (node-postgres and PGlite put it on the
 * error, drizzle on its `cause`), e.g. the CSEED and CSELL a database function raises.
 */
export const hasSqlState = (err: unknown, code: string): boolean =>
  (err as { code?: unknown } | null)?.code === code ||
  ((err as { cause?: { code?: unknown } } | null)?.cause?.code ?? null) === code;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** The advisory lock key the processes migrate under (any constant no other lock uses). */
const MIGRATION_LOCK = 5_001_000;

/**
 * Embedded PGlite; `dataDir` undefined means in memory (tests). `template` is a data directory
 * dumped by PGlite's `dumpDataDir` (a tarball) to start from instead of an empty cluster: the tests
 * start each database from one already migrated and seeded (test/db-template.ts), which skips the
 * cluster's creation (about 2.5 s here). The migrations still run, and find nothing left to apply.
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  const client = new PGlite({ dataDir, loadDataDir: template });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/**
 * A connection of its own for the migrations (none of the pool's limits), tried again every 0.5 s
 * while PostgreSQL is starting or restarting (a server process started during the outage waits for
 * it instead of exiting), at most `waitMs`.
 */
async function migrationConnection(url: string, waitMs = 30_000): Promise<pg.Client> {
  const until = Date.now() + waitMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return client;
    } catch (err) {
      await client.end().catch(() => undefined);
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/**
 * Server-side limits set on every pooled session (ms; 0 = none). A statement past
 * `statementTimeoutMs` (a lock wait included) is cancelled: SQLSTATE 57014, answered 503 `busy`
 * (platform/errors.ts). A transaction left idle past `idleInTransactionMs` (its holder stuck) has its
 * session ended by PostgreSQL (25P03), so the row and advisory locks it held are released instead
 * of stalling every later request and job that needs them.
 */
export interface PgLimits {
  statementTimeoutMs?: number;
  idleInTransactionMs?: number;
}

/**
 * PostgreSQL through a node-postgres pool. A connection that breaks while idle (PostgreSQL restarted,
 * a network cut) is dropped by the pool and replaced on the next query; a query that meets the outage
 * fails and answers 503 busy (platform/errors.ts). A connection waits at most 5 s to be opened.
 * With `ownerUrl` (DATABASE_OWNER_URL) the migrations run as the tables' owner, which then grants `url`'s role
 * what the shop needs (app-role.ts); without it `url`'s role owns the tables it migrates.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  limits: PgLimits = {},
  ownerUrl?: string,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    // Sent with each connection's start-up; a falsy value leaves PostgreSQL's own setting.
    statement_timeout: limits.statementTimeoutMs || undefined,
    idle_in_transaction_session_timeout: limits.idleInTransactionMs || undefined,
  });
  // Without a listener a connection's error would end the process (EventEmitter 'error'): the pool
  // listens on idle clients; a checked-out client (a transaction, a query in flight) emits on itself
  // when PostgreSQL restarts, so each gets its own. The query in flight fails (503 busy) and the pool
  // drops the broken client when it is released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema });
  // Several server processes start at once (WORKERS=N, or N hosts): drizzle's migrator is not safe
  // to run twice at the same time (both create its schema, both apply the same migration), so each
  // process migrates under one session-level advisory lock; the later ones find nothing to do. Its
  // connection has no statement limit: a long migration, or waiting for another process's, is no stall.
  const lock = await migrationConnection(ownerUrl ?? url);
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(lock, { schema }), { migrationsFolder });
    if (ownerUrl) await grantAppRole(lock, roleOfUrl(url));
  } finally {
    await lock.end().catch(() => undefined); // the session's end releases its lock
  }
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
