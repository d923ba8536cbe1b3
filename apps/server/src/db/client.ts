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

/** Embedded PGlite; `dataDir` undefined means in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/**
 * PostgreSQL through a node-postgres pool. A connection that breaks while idle (PostgreSQL restarted,
 * a network cut) is dropped by the pool and replaced on the next query; a query that meets the outage
 * fails and answers 503 busy (platform/errors.ts). A connection waits at most 5 s to be opened.
 */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // Without a listener an idle client's error would end the process (EventEmitter 'error').
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
