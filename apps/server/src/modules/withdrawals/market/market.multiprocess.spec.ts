/**
 * A server killed (SIGKILL) while its marketplace purchases were made but not yet answered (issue 46): twenty
 * withdrawals whose `buy-for` the marketplace carried out without answering, the server killed, the next process
 * resumes each by its custom_id. Each item reaches STEAM_WITHDRAWN, nothing is bought twice (one `buy-for` per
 * withdrawal), and every ledger equals its balance.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpPlayer, sendItems } from '../../../test/http-player.ts';
import { startMarketFake, type MarketFake } from '../../../test/market-fake.ts';
import { spawnServer, type ServerProcess } from '../../../test/server-process.ts';
import { startPostgres } from '../../../test/services.ts';

let url: string;
let stopPg = () => undefined as void;
let db: pg.Client;
let fake: MarketFake;
const running: ServerProcess[] = [];
beforeAll(async () => {
  ({ url, stop: stopPg } = await startPostgres());
  db = new pg.Client({ connectionString: url });
  await db.connect();
  fake = await startMarketFake({ autoMs: 50, priceOf: () => 1 });
}, 120_000);
afterAll(async () => {
  await Promise.all(running.map((p) => p.kill()));
  await fake?.close();
  await db?.end();
  stopPg();
});

const env = () => ({
  DATABASE_URL: url,
  PAYMENTS_SANDBOX: 'true',
  TRADE_PROVIDER: 'market',
  MARKET_API_URL: fake.url,
  MARKET_API_KEY: fake.key,
  MARKET_RATE_PER_S: '5',
  MARKET_POLL_MS: '100',
  MARKET_MIN_BALANCE_RUB: '0',
  // A purchase's lost answer is waited for a minute: the process dies first.
  MARKET_TIMEOUT_MS: '60000',
  WITHDRAW_WORKER: 'true',
  // A step still waiting for its lost answer is let go after a second (pg-boss), so the next one starts.
  WITHDRAW_STEP_TIMEOUT_S: '1',
  JOBS_MAINTENANCE_S: '1',
  JOBS_POLL_S: '0.5',
});
async function start() {
  const p = await spawnServer(env());
  running.push(p);
  return p;
}
/** Waits for `check` to hold (polled every 100 ms, at most 180 s: a bound on waiting, not a time it must take). */
const until = (check: () => Promise<boolean>, what: string) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`not yet: ${what}`);
    },
    { timeout: 180_000, interval: 100 },
  );

describe('marketplace purchases across a crash (issue 46)', () => {
  it('resumes twenty unanswered purchases by custom_id: each delivered once, none bought twice', async () => {
    fake.loseAnswerNext('buy-for', 20);
    const p1 = await start();
    const players = [];
    for (let i = 0; i < 4; i++) players.push(await httpPlayer(p1.url, 5));
    for (const p of players) await sendItems(p1.url, p.token, p.ids);
    const ids = players.flatMap((p) => p.ids.map(Number));
    await until(() => Promise.resolve(fake.purchases.size === 20), 'twenty purchases made');
    await p1.kill('SIGKILL');

    await start();
    await until(async () => {
      const r = await db.query<{ n: number }>(
        `select count(*)::int as n from inventory_items where id = any($1) and status = 'STEAM_WITHDRAWN'`,
        [ids],
      );
      return r.rows[0]!.n === 20;
    }, 'twenty items in Steam');
    expect(fake.requests.filter((r) => r.method === 'buy-for')).toHaveLength(20);
    const jobs = await db.query<{ state: string; n: number }>(
      `select state, count(*)::int as n from withdrawal_jobs where inventory_item_id = any($1) group by state`,
      [ids],
    );
    expect(jobs.rows).toEqual([{ state: 'done', n: 20 }]);
    const money = await db.query<{ balance: string; sum: string }>(
      `select u.balance::text as balance, (select coalesce(sum(amount), 0) from ledger l where l.user_id = u.id and l.currency = 'RUB')::text as sum from users u where u.id = any($1)`,
      [players.map((p) => Number(p.userId))],
    );
    for (const m of money.rows) expect(m.balance).toBe(m.sum);
  });
});
