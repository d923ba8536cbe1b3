/**
 * Test harness: the real app over a fresh database — in-memory PGlite, or a new database on the
 * PostgreSQL server at TEST_DATABASE_URL (CI runs the suite both ways). Requests go through app.inject.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import type { GameProject } from '@cases/domain/projects';
import { projectCatalog } from '../catalog/projects.ts';
import { seedCatalog } from '../catalog/seed.ts';
import { loadConfig, type Config } from '../config.ts';
import { withSecrets } from '../platform/secrets.ts';
import { openPglite, openPostgres, type Database, type Db } from '../db/client.ts';
import { createDatabase, dropDatabase } from './db-template.ts';
import type { App, AppDeps } from '../platform/types.ts';

export interface TestApp {
  app: App;
  db: Db;
  /** The app's configuration, secrets filled in. */
  config: Config;
  close(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server at `url`: a copy of the run's migrated and seeded template
 * (test/db-template.ts) when there is one, else an empty one the migrations fill.
 */
async function freshPostgres(url: string, template?: string): Promise<Database> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const database = await openPostgres(await createDatabase(url, name, template), 20);
  // Dropped once closed: a run makes about 200 databases (20 MB apiece), and leaving them filled CI's disk (stop 51).
  return { ...database, close: () => database.close().then(() => dropDatabase(url, name)) };
}

let pgliteTemplate: Promise<Blob | undefined> | undefined;
/** The run's PGlite template (a dumped data directory), read once per worker; none outside Vitest. */
function readPgliteTemplate(): Promise<Blob | undefined> {
  const file = process.env.PGLITE_TEMPLATE;
  pgliteTemplate ??= file
    ? readFile(file).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined);
  return pgliteTemplate;
}

/** An in-memory PGlite, migrated and seeded: a copy of the run's template when there is one. */
export async function openTestPglite(): Promise<Database> {
  const template = await readPgliteTemplate();
  const database = await openPglite(undefined, template);
  if (!template) await seedCatalog(database.db);
  return database;
}

/**
 * A fresh, migrated and seeded database: PostgreSQL at TEST_DATABASE_URL, else in-memory PGlite. The run's
 * templates hold Dota 2's catalog; another project's database is migrated and seeded from empty.
 */
export async function openTestDatabase(project: GameProject = 'dota'): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (project !== 'dota') {
    const database = url ? await freshPostgres(url) : await openPglite(undefined);
    await seedCatalog(database.db, projectCatalog(project));
    return database;
  }
  if (!url) return openTestPglite();
  const database = await freshPostgres(url, process.env.TEST_DATABASE_TEMPLATE);
  if (!process.env.TEST_DATABASE_TEMPLATE) await seedCatalog(database.db);
  return database;
}

/**
 * Builds the app on a fresh, migrated and seeded database (the catalog of `env.GAME_PROJECT`, Dota 2's by
 * default); `inputs` replace measured inputs (the loop's lag) with the test's own.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  inputs: Pick<AppDeps, 'loopDelay'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(env.GAME_PROJECT === 'cs' ? 'cs' : 'dota');
  // Sign-up/sign-in and promo look-up limits are off unless a test turns them on.
  const config = await withSecrets(
    database.db,
    loadConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SIGNUP_PER_MIN: '0',
      RATE_LIMIT_LOGIN_PER_MIN: '0',
      RATE_LIMIT_PROMO_LOOKUP_PER_MIN: '0',
      // Races fire a hundred requests at once: they test the database, not the admission queue
      // (admission.test.ts does).
      ADMISSION_CONCURRENCY: '0',
      // Withdrawal steps are driven by the tests that need them (worker.test.ts, withdrawals.test.ts).
      WITHDRAW_WORKER: 'false',
      ...env,
    }),
  );
  const app = await buildApp({ db: database.db, config, checkResponses: true, ...inputs });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The sign-up confirmations (spec 000 §1) every registration must carry. */
export const CONSENT = { age_confirmed: true, terms_accepted: true } as const;

/** Quick-registers a player; returns the credentials, token and user id. */
export async function register(app: App) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/registration/quick',
    payload: CONSENT,
  });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  const body = res.json<{ login: string; password: string; access_token: string }>();
  const me = await app.inject({
    method: 'GET',
    url: '/v1/users/me',
    headers: bearer(body.access_token),
  });
  return { ...body, token: body.access_token, userId: me.json<{ user_id: string }>().user_id };
}

/** Tops the player up through the sandbox provider (start, then the hosted page's Pay). Amount in roubles. */
export async function topUp(app: App, token: string, amount: number): Promise<string> {
  const start = await app.inject({
    method: 'POST',
    url: '/v1/payments/transaction/start',
    headers: bearer(token),
    payload: { payment_direction_id: 'sandbox', amount },
  });
  if (start.statusCode !== 200) throw new Error(`start failed: ${start.body}`);
  const { order_id, redirect_url } = start.json<{ order_id: string; redirect_url: string }>();
  const pay = await app.inject({ method: 'POST', url: `${new URL(redirect_url).pathname}/pay` });
  if (pay.statusCode !== 200) throw new Error(`pay failed: ${pay.body}`);
  return order_id;
}

export { waitUntil } from './wait.ts';

/** Raw rows of a query (both drivers answer with `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL | string): Promise<T[]> {
  const res: unknown = await db.execute(typeof query === 'string' ? sql.raw(query) : query);
  return (res as { rows: T[] }).rows;
}

/** The balance (kopecks) and the sum of the user's ledger rows (kopecks), read straight from the database. */
export async function ledgerCheck(
  db: Db,
  userId: string,
): Promise<{ balance: number; ledgerSum: number }> {
  const rows = await queryRows<{ balance: string; ledger_sum: string }>(
    db,
    sql`select u.balance::text as balance, coalesce((select sum(amount) from ledger l where l.user_id = u.id and l.currency = 'RUB'), 0)::text as ledger_sum from users u where u.id = ${Number(userId)}`,
  );
  const row = rows[0];
  if (!row) throw new Error('no such user');
  return { balance: Number(row.balance), ledgerSum: Number(row.ledger_sum) };
}
