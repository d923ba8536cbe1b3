/**
 * Vitest global setup: builds one migrated and seeded database for the whole run, and every test
 * database starts as a copy of it instead of being created and migrated again (creating a PGlite
 * cluster and migrating it costs about 3 s a database on this machine; loading a copy about 1 s).
 *
 * - PGlite: the data directory, dumped with `dumpDataDir`, in a temporary file named by
 *   `PGLITE_TEMPLATE`; `openTestDatabase` (test/helper.ts) loads it.
 * - PostgreSQL (`TEST_DATABASE_URL`): a database named by `TEST_DATABASE_TEMPLATE`, which each test
 *   database is created from (`create database … template …`). It is dropped at the end.
 *
 * The variables are set in this process before the workers start, so the workers inherit them.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { seedCatalog } from '../catalog/seed.ts';
import { openPglite, openPostgres } from '../db/client.ts';

const cleanups: (() => Promise<void>)[] = [];

async function pgliteTemplate(): Promise<void> {
  const database = await openPglite();
  await seedCatalog(database.db);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'cases-pglite-template-'));
  const file = path.join(dir, 'pgdata.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env.PGLITE_TEMPLATE = file;
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
}

/**
 * Creates the database `name` on the PostgreSQL server at `url` (a copy of `template` when given) and
 * returns its URL. Shared with test/helper.ts, which makes each test's database this way.
 */
export async function createDatabase(
  url: string,
  name: string,
  template?: string,
): Promise<string> {
  await adminQuery(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Drops the database `name` on the PostgreSQL server at `url`, ending any session still on it. */
export function dropDatabase(url: string, name: string): Promise<void> {
  return adminQuery(url, `drop database if exists ${name} with (force)`);
}

async function adminQuery(url: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

async function postgresTemplate(url: string): Promise<void> {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  const database = await openPostgres(await createDatabase(url, name), 2);
  await seedCatalog(database.db);
  // A template must have no open sessions while it is copied.
  await database.close();
  process.env.TEST_DATABASE_TEMPLATE = name;
  cleanups.push(() => adminQuery(url, `drop database if exists ${name}`));
}

/** Both templates on a PostgreSQL run: a few tests use PGlite there too (realtime, jobs, secrets). */
export async function setup(): Promise<void> {
  await pgliteTemplate();
  const url = process.env.TEST_DATABASE_URL;
  if (url) await postgresTemplate(url);
}

export async function teardown(): Promise<void> {
  for (const cleanup of cleanups) await cleanup();
}
