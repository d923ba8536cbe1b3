import { describe, expect, it } from 'vitest';
import { bearer, ledgerCheck, queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { itemStatuses } from '../../test/inventory-fixtures.ts';
import {
  deterministicBot,
  manualClock,
  playerWithItems,
  recordingHub,
  scripted,
} from '../../test/withdrawal-fixtures.ts';
import type { TradeBot } from './bot.ts';
import { createWithdrawalWorker } from './worker.ts';

const t = fileTestApp({ STEAM_BOT_SEND_DELAY_MS: '0' });

/**
 * A worker over the test database with a deterministic bot; `random` feeds send-failure then cancel draws; `clock`
 * shared with another worker so both read one instant; `wrap` stands between the worker and its bot.
 */
function setup(
  random: number[],
  clock = manualClock(Date.now() + 1_000),
  wrap: (bot: TradeBot) => TradeBot = (bot) => bot,
) {
  const { hub, events } = recordingHub();
  const bot = wrap(deterministicBot(clock.now, scripted(random)));
  const worker = createWithdrawalWorker({
    db: t.db,
    bot,
    hub,
    pollMs: 100,
    now: clock.now,
  });
  return { clock, events, worker };
}
/** The open withdrawal of an item (its row id), as the queued step names it. */
const withdrawalOf = async (itemId: string) => {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    `select id::int from withdrawal_jobs where inventory_item_id = ${Number(itemId)} order by id desc limit 1`,
  );
  return row!.id;
};
const status = async (id: string) => (await itemStatuses(t.db, [id]))[0];
async function sendOne(random: number[]) {
  const p = await playerWithItems(t.app, 1);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/inventory/senditem',
    headers: bearer(p.token),
    payload: { ids: p.ids, method: 'trade' },
  });
  expect(res.statusCode).toBe(200);
  const id = p.ids[0]!;
  const s = setup(random);
  const w = await withdrawalOf(id);
  return { p, id, ...s, step: () => s.worker.run(w) };
}

describe('withdrawal steps and simulated bot (spec 001 §4)', () => {
  it('drives an item PREPARING → send → STEAM_WITHDRAWN and tells the owner', async () => {
    const { id, p, clock, events, step } = await sendOne([0.9, 0.9]);
    expect(await status(id)).toBe('PREPARING');
    const sent = await step(); // the bot sends the offer
    expect(await status(id)).toBe('send');
    expect(sent?.getTime()).toBe(clock.now() + 1_000); // the bot's accept delay
    clock.advance(500);
    expect(await step()).toEqual(sent); // not due yet: the step waits for its time
    expect(await status(id)).toBe('send');
    clock.advance(600);
    expect(await step()).toBeNull(); // accepted: final
    expect(await status(id)).toBe('STEAM_WITHDRAWN');
    expect(await step()).toBeNull(); // a step run again after the end changes nothing
    expect(await status(id)).toBe('STEAM_WITHDRAWN');
    const mine = events.filter((e) => e.userId === p.userId).map((e) => e.payload);
    // The sent event carries the offer, as the inventory lists it, so every list links it at once (issue 48).
    const [offer] = await queryRows<{ offer: string; ends: Date | string }>(
      t.db,
      `select trade_offer_id as offer, timer_ends_at as ends from withdrawal_jobs where inventory_item_id = ${Number(id)}`,
    );
    expect(mine).toEqual([
      {
        item_id: id,
        status: 'send',
        trade_offer: {
          id: offer!.offer,
          url: `https://steamcommunity.com/tradeoffer/${offer!.offer}/`,
          bot_name: expect.stringMatching(/\S/),
          expires_at: new Date(offer!.ends).toISOString(),
        },
      },
      { item_id: id, status: 'STEAM_WITHDRAWN' },
    ]);
  });

  it('returns the item to progress with error_skin_transfer when the offer fails', async () => {
    const { id, events, step } = await sendOne([0.1]);
    expect(await step()).toBeNull();
    expect(await status(id)).toBe('progress');
    expect(events.at(-1)?.payload).toEqual({
      item_id: id,
      status: 'progress',
      error_code: 'error_skin_transfer',
    });
  });

  it('returns the item with item_transfer_canceled when the player cancels', async () => {
    const { id, clock, events, step } = await sendOne([0.9, 0.1]);
    await step();
    clock.advance(1_000);
    expect(await step()).toBeNull();
    expect(await status(id)).toBe('progress');
    expect(events.at(-1)?.payload).toMatchObject({ error_code: 'item_transfer_canceled' });
  });

  it('returns the item when a restarted bot no longer knows the offer', async () => {
    const { id, step } = await sendOne([0.9, 0.9]);
    await step();
    const restarted = setup([]);
    restarted.clock.advance(5_000);
    expect(await restarted.worker.run(await withdrawalOf(id))).toBeNull();
    expect(await status(id)).toBe('progress');
  });

  it('fails a job whose 5-minute timer has passed', async () => {
    const { id, clock, step } = await sendOne([]);
    clock.advance(5 * 60_000 + 1);
    expect(await step()).toBeNull();
    expect(await status(id)).toBe('progress');
  });

  it('a step run twice at once (a retried job) moves the withdrawal once', async () => {
    const { id, p, events, worker, clock } = await sendOne([0.9, 0.9]);
    // One clock for both: with a clock each, made some time apart, the later one could find the next step due
    // already on a busy machine (CI stop 59's rehearsal) and run it too.
    const other = setup([0.9, 0.9], clock);
    const w = await withdrawalOf(id);
    const [a, b] = await Promise.all([worker.run(w), other.worker.run(w)]);
    expect(await status(id)).toBe('send');
    const sent = [...events, ...other.events].filter(
      (e) => e.userId === p.userId && (e.payload as { status?: string }).status === 'send',
    );
    expect(sent).toHaveLength(1);
    const [row] = await queryRows<{ state: string; offer: string | null; next: string | Date }>(
      t.db,
      `select state, trade_offer_id as offer, next_run_at as next from withdrawal_jobs where id = ${w}`,
    );
    expect(row!.state).toBe('send');
    expect(row!.offer).not.toBeNull();
    // The run that moved it answers its next step's time. The other either lost the race (null) or,
    // on PostgreSQL, read the row after that commit and found the next step not due yet: the same time.
    const answers = [a, b].filter((next) => next !== null);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    for (const next of answers) expect(next.getTime()).toBe(new Date(row!.next).getTime());
  });

  it('a step that finds the offer sent by another run meanwhile leaves the withdrawal sent', async () => {
    const { id, p, events, step, clock } = await sendOne([0.9, 0.9]);
    // The second run read the withdrawal PREPARING; its bot is asked only after the first run marked it sent, so
    // its attempt is refused (the job is no longer PREPARING) and its bot answers a failed send.
    let first!: Promise<Date | null>;
    const late = setup([0.9, 0.9], clock, (bot) => ({
      ...bot,
      sendOffer: async (req) => {
        first = step();
        await first;
        return bot.sendOffer(req);
      },
    }));
    expect(await late.worker.run(await withdrawalOf(id))).toBeNull();
    expect(await first).not.toBeNull();
    expect(await status(id)).toBe('send');
    const mine = [...events, ...late.events].filter((e) => e.userId === p.userId);
    expect(mine.map((e) => (e.payload as { status: string }).status)).toEqual(['send']);
  });

  it('20 parallel sells and withdrawals leave every item in exactly one final state', async () => {
    const p = await playerWithItems(t.app, 5);
    const calls = Array.from({ length: 20 }, (_, i) => {
      const ids = i % 3 === 0 ? p.ids : [p.ids[i % 5]!];
      const [url, payload] =
        i % 2 === 0
          ? ['/v1/inventory/sell/many', { ids }]
          : ['/v1/inventory/senditem', { ids, method: 'trade' }];
      return t.app.inject({ method: 'POST', url, headers: bearer(p.token), payload });
    });
    const codes = (await Promise.all(calls)).map((r) => r.statusCode);
    expect(codes.filter((c) => c !== 200 && c !== 409)).toEqual([]);
    const { worker, clock } = setup([]);
    const open = await queryRows<{ id: number }>(
      t.db,
      `select id::int from withdrawal_jobs where user_id = ${p.userId}`,
    );
    for (const w of open) await worker.run(w.id);
    clock.advance(2_000);
    for (const w of open) await worker.run(w.id);
    const rows = await queryRows<{ id: string; status: string; jobs: string }>(
      t.db,
      `select i.id::text, i.status, (select count(*) from withdrawal_jobs j where j.inventory_item_id = i.id and j.state = 'done')::text as jobs from inventory_items i where i.user_id = ${p.userId}`,
    );
    for (const r of rows) {
      expect(['selled', 'STEAM_WITHDRAWN']).toContain(r.status);
      expect(r.jobs).toBe(r.status === 'STEAM_WITHDRAWN' ? '1' : '0');
    }
    const money = await ledgerCheck(t.db, p.userId);
    expect(money.balance).toBe(money.ledgerSum);
  });
});
