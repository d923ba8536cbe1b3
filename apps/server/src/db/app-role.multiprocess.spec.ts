/**
 * The production split of database roles (issue 44; app-role.ts, docs/operations.md "Database roles"): a server
 * started with DATABASE_OWNER_URL migrates as the tables' owner and runs as a role that owns none of them. The
 * shop works as that role — registration, a sandbox top-up, an opening, the job queue's start — while the role
 * cannot empty the audit log or the case revisions, change or remove their rows, disable a trigger, or change a
 * table.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpPlayer } from '../test/http-player.ts';
import { spawnServer, type ServerProcess } from '../test/server-process.ts';
import { startPostgres } from '../test/services.ts';

/** Roles are the whole server's: a name of this run's own (CI's PostgreSQL serves every multi-process file). */
const APP_ROLE = `shop_app_${randomBytes(4).toString('hex')}`;
const APP_PASSWORD = 'app-role-test-password';

let ownerUrl: string;
let appUrl: string;
let stopPg = () => undefined as void;
let owner: pg.Client;
let server: ServerProcess | undefined;
beforeAll(async () => {
  ({ url: ownerUrl, stop: stopPg } = await startPostgres());
  owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  await owner.query(`create role ${APP_ROLE} login password '${APP_PASSWORD}'`);
  // The app's role connects to the shop's database and may create nothing in it (PostgreSQL 15's default for
  // the public schema; said here so the test does not depend on it).
  await owner.query(`revoke create on schema public from public`);
  const u = new URL(ownerUrl);
  u.username = APP_ROLE;
  u.password = APP_PASSWORD;
  appUrl = u.toString();
}, 120_000);
afterAll(async () => {
  await server?.kill();
  await owner?.end();
  stopPg();
});

/** What PostgreSQL answers `sql` run as the app's role: 'ok' or the error's SQLSTATE. */
async function asApp(sql: string): Promise<string> {
  const app = new pg.Client({ connectionString: appUrl });
  await app.connect();
  try {
    await app.query(sql);
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  } finally {
    await app.end();
  }
}

describe('the app as a role that owns no table (issue 44)', () => {
  it('migrates as the owner, serves players as the app role, and the app role cannot rewrite the audit trail', async () => {
    server = await spawnServer({
      DATABASE_URL: appUrl,
      DATABASE_OWNER_URL: ownerUrl,
      PAYMENTS_SANDBOX: 'true',
    });
    // Registration, a sandbox top-up, three openings and a trade link: rows in most money tables, as the app role.
    const player = await httpPlayer(server.url, 3, 500);
    expect(player.ids).toHaveLength(3);
    const { rows } = await owner.query<{ balance: string; ledger: string }>(
      `select u.balance::text as balance, (select sum(amount) from ledger l where l.user_id = u.id and l.currency = 'RUB')::text as ledger from users u where u.id = $1`,
      [Number(player.userId)],
    );
    expect(rows[0]!.balance).toBe(rows[0]!.ledger);
    // Every table of the shop is the owner's; pg-boss's schema is the app's.
    const owners = await owner.query<{ owner: string; n: number }>(
      `select tableowner as owner, count(*)::int as n from pg_tables where schemaname = 'public' group by 1`,
    );
    expect(owners.rows.map((r) => r.owner)).toEqual(['postgres']);
    const jobs = await owner.query<{ owner: string }>(
      `select pg_get_userbyid(nspowner) as owner from pg_namespace where nspname = 'pgboss'`,
    );
    expect(jobs.rows[0]?.owner).toBe(APP_ROLE);
    // 42501 insufficient_privilege: no TRUNCATE, UPDATE or DELETE on the append-only tables; 42501 too for what
    // only the owner may do (disable a trigger, change a table).
    expect(await asApp('truncate case_revisions')).toBe('42501');
    expect(await asApp('truncate audit_log')).toBe('42501');
    expect(await asApp('delete from case_revisions')).toBe('42501');
    expect(await asApp(`update audit_log set action = 'x'`)).toBe('42501');
    expect(await asApp('alter table audit_log disable trigger all')).toBe('42501');
    expect(await asApp('alter table users add column x int')).toBe('42501');
    expect(await asApp('create table shop_extra (id int)')).toBe('42501');
    // What the shop does, it may: read and add rows.
    expect(await asApp('select count(*) from audit_log')).toBe('ok');
    expect(await asApp(`update users set nickname = nickname where id = ${player.userId}`)).toBe(
      'ok',
    );
  });
});
