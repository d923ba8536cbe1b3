/**
 * Counting a board by interval on a real PostgreSQL (count.ts, issue 14): a pass counts up to its
 * horizon, the start of the oldest transaction then running. So a case opening whose transaction began
 * before a pass and committed after it is counted by the next pass, once, although no pass reads a
 * row twice. Needs concurrent sessions, hence PostgreSQL (the embedded PGlite has one).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../db/client.ts';
import { httpPlayer } from '../../test/http-player.ts';
import { testBoard } from '../../test/leaderboard-fixtures.ts';
import { spawnServer, type ServerProcess } from '../../test/server-process.ts';
import { startPostgres } from '../../test/services.ts';
import { waitUntil } from '../../test/wait.ts';
import { boardById } from './boards.ts';
import { countBoard, type CountOptions } from './count.ts';

let url: string;
let stopPg = () => undefined as void;
let shop: ServerProcess | undefined;
let database: Database | undefined;
let probe: pg.Client;
beforeAll(async () => {
  ({ url, stop: stopPg } = await startPostgres());
  // The shop migrates and seeds the catalog; its sweeper stays off so the test's passes are the only ones.
  shop = await spawnServer({
    DATABASE_URL: url,
    PAYMENTS_SANDBOX: 'true',
    LEADERBOARDS_WORKER: 'false',
  });
  database = await openPostgres(url);
  probe = new pg.Client({ connectionString: url });
  await probe.connect();
}, 120_000);
afterAll(async () => {
  await probe?.end();
  await database?.close();
  await shop?.kill('SIGKILL');
  stopPg();
});

describe('leaderboard counting by interval', () => {
  it('counts an opening committed after a pass that began while its transaction ran, once', async () => {
    const db = database!.db;
    // The default overlap (LEADERBOARD_OVERLAP_S): the longest a transaction may run and be counted.
    const opts: CountOptions = {
      overlapMs: 30_000,
      battleLifetimeMs: 3_600_000,
      deposit: { days: 30, minKopecks: 10_000 },
    };
    const player = await httpPlayer(shop!.url, 1);
    const userId = Number(player.userId);
    const id = await testBoard(db, { fromMs: -60_000, toMs: 3_600_000 });
    const pass = async () => countBoard(db, (await boardById(db, id))!, opts);
    const score = async () =>
      Number(
        (
          await probe.query<{ s: string }>(
            `select coalesce(sum(score), 0)::text as s from leaderboard_scores
             where board_id = $1 and user_id = $2`,
            [id, userId],
          )
        ).rows[0]!.s,
      );
    expect(await pass()).toBe(1); // the player's own opening
    const before = await score();
    expect(before).toBeGreaterThan(0);

    // An opening's debit in a transaction that stays open across the next pass (stamped now()).
    await probe.query('begin');
    await probe.query(
      `insert into ledger (user_id, currency, amount, reason, reference, balance_after)
       values ($1, 'RUB', -12345, 'case_open', 'interval-test', 0)`,
      [userId],
    );
    // The transaction is old by the database's clock (its now() is its start) before the pass: wait
    // until that clock is 1.5 s past the start.
    await waitUntil(
      async () =>
        (await probe.query<{ old: boolean }>(`select clock_timestamp() - now() >= '1.5 s' as old`))
          .rows[0]!.old,
    );
    expect(await pass()).toBe(0); // cannot see it yet: its transaction has not committed
    const [held] = (
      await probe.query<{ counted_to: Date }>('select counted_to from leaderboards where id = $1', [
        id,
      ])
    ).rows;
    expect(held!.counted_to.getTime()).toBeLessThan(Date.now() - 1000); // stopped at its start
    // Committed after that pass (the pass above has returned).
    await probe.query('commit');
    expect(await pass()).toBe(1);
    expect(await score()).toBe(before + 12345);
    expect(await pass()).toBe(0); // and once only
    expect(await score()).toBe(before + 12345);
  });
});
