import { SELL_INSTANT_MAX } from '@cases/domain/api/inventory';
import { describe, expect, it } from 'vitest';
import { pickCases } from '../../test/catalog-picks.ts';
import { bearer, ledgerCheck, queryRows, register, topUp, waitUntil } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { ledgerRows, putOrdinary, statusesOf } from '../../test/inventory-fixtures.ts';
import { channelKey, listen, listeningApp } from '../../test/realtime-fixtures.ts';
import { TRADE_LINK } from '../../test/withdrawal-fixtures.ts';
import { createSaleQueue, SALE_QUEUE } from './sale-queue.ts';
import { sellItems } from './sales.ts';

// The periodic sweep is slowed down so every sale below is made by the request's kick or by a test's own
// sweep; the sweep test runs its own queue.
// Withdrawals here race sales; the deposit condition of withdrawals is tested in security.test.ts.
const t = fileTestApp({
  SALE_QUEUE_POLL_MS: '600000',
  WITHDRAW_MIN_DEPOSIT_RUB: '0',
  JOBS_POLL_S: '0.5',
  TEST_HOOKS: 'true',
});

const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const cents = (x: number) => Math.round(x * 100);
const sum = (rows: { price: number }[]) => rows.reduce((s, r) => s + r.price, 0);
const allIn = async (userId: string, status: string) =>
  [...(await statusesOf(t.db, userId)).values()].every((s) => s === status);
const balance = async (userId: string) => (await ledgerCheck(t.db, userId)).balance;

describe('queued sales (spec 001 §4 Sell)', () => {
  it('queues more than 10 items, then sells them with one ledger credit', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 1000);
    const slug = (await pickCases(t.app)).cheapest.slug;
    for (let i = 0; i < 3; i++) {
      const res = await post(p.token, `/v1/cases/${slug}/open`, { multi_open: 5 });
      expect(res.statusCode).toBe(200);
    }
    const prices = await queryRows<{ price: string }>(
      t.db,
      `select price::text from inventory_items where user_id = ${p.userId}`,
    );
    const total = prices.reduce((s, r) => s + Number(r.price), 0);
    const before = await balance(p.userId);
    const res = await post(p.token, '/v1/inventory/sell/all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'all_items_in_sale_queue',
      balance: before / 100,
      total_amount_items: 0,
      sold: 0,
      queued: 15,
      amount: 0,
    });
    await waitUntil(() => allIn(p.userId, 'selled'));
    const check = await ledgerCheck(t.db, p.userId);
    expect(check.balance).toBe(before + total);
    expect(check.ledgerSum).toBe(check.balance);
    const credits = await ledgerRows(t.db, p.userId, 'sell');
    expect(credits.map((c) => Number(c.amount))).toEqual([total]);
  });

  it(`stays instant up to ${SELL_INSTANT_MAX} ids and queues ${SELL_INSTANT_MAX + 1}`, async () => {
    const p = await register(t.app);
    const ten = await putOrdinary(t.db, p.userId, SELL_INSTANT_MAX);
    const instant = await post(p.token, '/v1/inventory/sell/many', { ids: ten.map((r) => r.id) });
    expect(instant.json()).toMatchObject({
      status: 'sold',
      sold: SELL_INSTANT_MAX,
      queued: 0,
      amount: sum(ten) / 100,
      balance: sum(ten) / 100,
    });
    const eleven = await putOrdinary(t.db, p.userId, SELL_INSTANT_MAX + 1);
    const queued = await post(p.token, '/v1/inventory/sell/many', {
      ids: eleven.map((r) => r.id),
    });
    expect(queued.json()).toMatchObject({
      status: 'all_items_in_sale_queue',
      sold: 0,
      queued: SELL_INSTANT_MAX + 1,
      amount: 0,
      balance: sum(ten) / 100,
    });
    await waitUntil(() => allIn(p.userId, 'selled'));
    expect(await balance(p.userId)).toBe(sum(ten) + sum(eleven));
  });

  it('changes nothing when a queued sale hits a foreign or sold item', async () => {
    const p = await register(t.app);
    const other = await register(t.app);
    const mine = await putOrdinary(t.db, p.userId, 12);
    const [theirs] = await putOrdinary(t.db, other.userId, 1);
    const foreign = await post(p.token, '/v1/inventory/sell/many', {
      ids: [...mine.map((r) => r.id), theirs!.id],
    });
    expect([foreign.statusCode, foreign.json().data.code]).toEqual([404, 'invalidItem']);
    await post(p.token, '/v1/inventory/sell', { id: mine[0]!.id });
    const sold = await post(p.token, '/v1/inventory/sell/many', { ids: mine.map((r) => r.id) });
    expect([sold.statusCode, sold.json().data.code]).toEqual([409, 'inventory']);
    const statuses = [...(await statusesOf(t.db, p.userId)).values()];
    expect(statuses.filter((s) => s === 'progress')).toHaveLength(11);
    expect(await balance(p.userId)).toBe(mine[0]!.price);
  });

  it('neither sells nor withdraws items in the sale queue', async () => {
    const p = await register(t.app);
    await post(p.token, '/v1/users/set/steam/data', { link: TRADE_LINK });
    const waiting = await putOrdinary(t.db, p.userId, 3, 'vendor waiting');
    const ids = waiting.map((r) => r.id);
    const one = await post(p.token, '/v1/inventory/sell', { id: ids[0] });
    expect([one.statusCode, one.json().data.code]).toEqual([409, 'inventory']);
    const all = await post(p.token, '/v1/inventory/sell/all');
    expect(all.json()).toMatchObject({ status: 'sold', sold: 0, queued: 0, amount: 0 });
    const send = await post(p.token, '/v1/inventory/senditem', { ids, method: 'trade' });
    expect([send.statusCode, send.json().data.code]).toEqual([409, 'inventory']);
    expect(await allIn(p.userId, 'vendor waiting')).toBe(true);
    const sales = await createSaleQueue({ db: t.db, pollMs: 1_000 }).sweep();
    expect(sales.find((s) => s.userId === Number(p.userId))).toMatchObject({
      sold: 3,
      amount: sum(waiting),
    });
    expect(await allIn(p.userId, 'selled')).toBe(true);
  });

  it('sells what a crash left queued as soon as a queue starts, and keeps sweeping', async () => {
    const p = await register(t.app);
    const left = await putOrdinary(t.db, p.userId, 12, 'vendor waiting');
    const queue = createSaleQueue({ db: t.db, pollMs: 50 });
    queue.start();
    try {
      await waitUntil(() => allIn(p.userId, 'selled'));
      const later = await putOrdinary(t.db, p.userId, 2, 'vendor waiting');
      await waitUntil(() => allIn(p.userId, 'selled'));
      const check = await ledgerCheck(t.db, p.userId);
      expect([check.balance, check.ledgerSum]).toEqual([
        sum(left) + sum(later),
        sum(left) + sum(later),
      ]);
    } finally {
      await queue.stop();
    }
  });

  it('sells queued items at once when a test asks for the due work (`POST /v1/test/due/sales`)', async () => {
    const p = await register(t.app);
    const waiting = await putOrdinary(t.db, p.userId, 12, 'vendor waiting');
    const due = () => t.app.inject({ method: 'POST', url: '/v1/test/due/sales' });
    const res = await due();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ work: 'sales' });
    expect(res.json().ran).toBeGreaterThanOrEqual(1);
    expect(await allIn(p.userId, 'selled')).toBe(true);
    expect(await ledgerRows(t.db, p.userId, 'sell')).toHaveLength(1);
    expect(await balance(p.userId)).toBe(sum(waiting));
    // Nothing is left waiting: the hook sells nothing more.
    expect((await due()).json()).toEqual({ work: 'sales', ran: 0 });
  });

  it('a queued sale whose process never kicked the queue is sold by its durable job, once', async () => {
    const p = await register(t.app);
    const items = await putOrdinary(t.db, p.userId, SELL_INSTANT_MAX + 2);
    // The sale commits with its job but without the in-process kick (as if that process died).
    const sale = await sellItems(t.db, Number(p.userId), 'all', (tx, owner) =>
      t.app.jobs
        .send(SALE_QUEUE, { userId: owner }, { tx, singletonKey: String(owner) })
        .then(() => undefined),
    );
    expect(sale).toMatchObject({ status: 'all_items_in_sale_queue', queued: items.length });
    await waitUntil(() => allIn(p.userId, 'selled'), 15_000);
    const check = await ledgerCheck(t.db, p.userId);
    expect([check.balance, check.ledgerSum]).toEqual([sum(items), sum(items)]);
    const jobs = () =>
      queryRows<{ state: string }>(
        t.db,
        `select state::text as state from pgboss.job where name = 'sale-queue' and data->>'userId' = '${p.userId}'`,
      );
    // pg-boss marks the job after its handler's transaction commits: the items can be sold a moment before.
    await waitUntil(async () => (await jobs()).every((j) => j.state !== 'active'));
    expect(await jobs()).toEqual([{ state: 'completed' }]);
  });

  it('two workers sweeping the same database never sell a row twice', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => register(t.app)));
    const granted = await Promise.all(
      players.map((p) => putOrdinary(t.db, p.userId, 12, 'vendor waiting')),
    );
    const a = createSaleQueue({ db: t.db, pollMs: 1_000 });
    const b = createSaleQueue({ db: t.db, pollMs: 1_000 });
    const runs = await Promise.all([a.sweep(), b.sweep(), a.sweep(), b.sweep()]);
    const mine = new Set(players.map((p) => Number(p.userId)));
    const sales = runs.flat().filter((s) => mine.has(s.userId));
    expect(sales.reduce((s, x) => s + x.sold, 0)).toBe(48);
    for (const [i, p] of players.entries()) {
      expect(await allIn(p.userId, 'selled')).toBe(true);
      const check = await ledgerCheck(t.db, p.userId);
      expect([check.balance, check.ledgerSum]).toEqual([sum(granted[i]!), sum(granted[i]!)]);
    }
  });

  it('20 parallel sell/all and senditem calls leave every item in exactly one final state', async () => {
    const p = await register(t.app);
    await post(p.token, '/v1/users/set/steam/data', { link: TRADE_LINK });
    const items = await putOrdinary(t.db, p.userId, 15);
    const ids = items.map((r) => r.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? post(p.token, '/v1/inventory/sell/all')
          : post(p.token, '/v1/inventory/senditem', {
              ids: ids.slice(i % 6, (i % 6) + 3),
              method: 'trade',
            }),
      ),
    );
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    await waitUntil(async () =>
      [...(await statusesOf(t.db, p.userId)).values()].every((s) => s !== 'vendor waiting'),
    );
    const statuses = await statusesOf(t.db, p.userId);
    const selled = items.filter((r) => statuses.get(r.id) === 'selled');
    const sent = items.filter((r) => statuses.get(r.id) === 'PREPARING');
    expect(selled.length + sent.length).toBe(15);
    const jobs = await queryRows<{ id: string }>(
      t.db,
      `select inventory_item_id::text as id from withdrawal_jobs where user_id = ${p.userId}`,
    );
    expect(jobs.map((j) => j.id).sort()).toEqual(sent.map((r) => r.id).sort());
    const sells = results.filter((r) => r.statusCode === 200 && 'queued' in r.json());
    expect(sells.reduce((s, r) => s + r.json().sold + r.json().queued, 0)).toBe(selled.length);
    const check = await ledgerCheck(t.db, p.userId);
    expect([check.balance, check.ledgerSum]).toEqual([sum(selled), sum(selled)]);
  });
});

describe('sell_done (spec 001 §3 Sell event)', () => {
  it('reaches the owner with the balance and the amount in roubles', async () => {
    const live = await listeningApp();
    try {
      const p = await register(live.app);
      await topUp(live.app, p.token, 100);
      const items = await putOrdinary(live.db, p.userId, 12);
      const socket = await listen(live.url, await channelKey(live.url, p.token, p.userId));
      try {
        const res = await live.app.inject({
          method: 'POST',
          url: '/v1/inventory/sell/all',
          headers: bearer(p.token),
        });
        expect(res.json().status).toBe('all_items_in_sale_queue');
        const done = await socket.waitFor((e) => e.event === 'sell_done');
        expect(done).toEqual({
          type: 'sell_done',
          user: p.userId,
          money: (10_000 + sum(items)) / 100,
          price: sum(items) / 100,
          utastycoin: 0,
        });
        expect(cents((done as { money: number }).money)).toBe(
          (await ledgerCheck(live.db, p.userId)).balance,
        );
      } finally {
        socket.socket.disconnect();
      }
    } finally {
      await live.close();
    }
  });
});
