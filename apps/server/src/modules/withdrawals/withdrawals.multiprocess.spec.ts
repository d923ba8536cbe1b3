/**
 * A server killed (SIGKILL) in the middle of a withdrawal: its queued step is run by the next process, or the item
 * returned when the job cannot be resumed (spec 001 §4; issue 4 "never lost"). Each item ends in exactly
 * one final state, no item is withdrawn twice, and the ledger equals the balance.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpPlayer, sendItems } from '../../test/http-player.ts';
import { spawnServer, type ServerProcess } from '../../test/server-process.ts';
import { startPostgres } from '../../test/services.ts';

let url: string;
let stopPg = () => undefined as void;
let db: pg.Client;
const running: ServerProcess[] = [];
beforeAll(async () => {
  ({ url, stop: stopPg } = await startPostgres());
  db = new pg.Client({ connectionString: url });
  await db.connect();
}, 120_000);
afterAll(async () => {
  await Promise.all(running.map((p) => p.kill()));
  await db?.end();
  stopPg();
});

const bot = (acceptMs: number, worker = 'true') => ({
  DATABASE_URL: url,
  // Test money: the sandbox is off on PostgreSQL unless turned on.
  PAYMENTS_SANDBOX: 'true',
  WITHDRAW_WORKER: worker,
  WITHDRAW_POLL_MS: '100',
  // A step whose process was killed is retried 2 s on, checked every second.
  WITHDRAW_STEP_TIMEOUT_S: '2',
  JOBS_MAINTENANCE_S: '1',
  JOBS_POLL_S: '0.5',
  STEAM_BOT_SEND_DELAY_MS: '0',
  STEAM_BOT_ACCEPT_DELAY_MS: String(acceptMs),
  STEAM_BOT_FAILURE_RATE: '0',
  STEAM_BOT_CANCEL_RATE: '0',
});
async function start(env: Record<string, string>) {
  const p = await spawnServer(env);
  running.push(p);
  return p;
}
const one = async <T>(q: string, args: unknown[]) => (await db.query(q, args)).rows[0] as T;
async function until(q: string, args: unknown[], want: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const row = await one<{ v: string } | undefined>(q, args);
    if (row?.v === want) return;
    if (Date.now() > deadline) throw new Error(`${q} never became ${want} (was ${row?.v})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const itemStatus = 'select status as v from inventory_items where id = $1';
const lastJob =
  'select state as v from withdrawal_jobs where inventory_item_id = $1 order by id desc limit 1';

describe('withdrawal across a crash', () => {
  it('resumes or returns the item, and it ends in exactly one final state', async () => {
    const p1 = await start(bot(60_000, 'false'));
    const player = await httpPlayer(p1.url, 1);
    const id = player.ids[0]!;
    await sendItems(p1.url, player.token, [id]);
    await p1.kill('SIGKILL'); // job PREPARING, nobody working on it

    const p2 = await start(bot(60_000));
    await until(lastJob, [id], 'send'); // resumed: the offer went out
    await p2.kill('SIGKILL'); // the simulated bot's offer dies with it

    const p3 = await start(bot(200));
    await until(itemStatus, [id], 'progress'); // cannot be resumed: returned
    expect(await one(lastJob.replace('state as v', 'state, error_code'), [id])).toEqual({
      state: 'failed',
      error_code: 'error_skin_transfer',
    });
    await sendItems(p3.url, player.token, [id]);
    await until(itemStatus, [id], 'STEAM_WITHDRAWN');
    const jobs = await db.query('select state from withdrawal_jobs where inventory_item_id = $1', [
      id,
    ]);
    expect(jobs.rows.map((r: { state: string }) => r.state).sort()).toEqual(['done', 'failed']);
    const money = await one<{ balance: string; sum: string }>(
      `select u.balance::text as balance, (select coalesce(sum(amount), 0) from ledger l where l.user_id = u.id and l.currency = 'RUB')::text as sum from users u where u.id = $1`,
      [Number(player.userId)],
    );
    expect(money.balance).toBe(money.sum);
  });
});
