/**
 * Withdrawals through the marketplace (issue 46; market/bot.ts) against a local fake of its API: a withdrawal
 * delivered end to end by the worker (bought → the seller's offer → accepted, STEAM_WITHDRAWN, the price paid kept);
 * a step run again or after a restart finds its purchase by custom_id instead of buying twice; a purchase whose
 * answer was lost is found, one that never arrived is made once its request can no longer land; the price ceiling
 * and a low marketplace balance hold a withdrawal back without buying; a seller's failure gives the item back; a
 * purchase on its way outlives its timer and cannot be cancelled by the console; the console's queue and dashboard
 * show the provider, a hold's reason, the price paid and the margin; fifty withdrawals at once stay under five
 * requests a second. Money and item invariants after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ledgerCheck, queryRows, type TestApp } from '../../../test/helper.ts';
import { signedInStaff } from '../../../test/console-fixtures.ts';
import { itemStatuses } from '../../../test/inventory-fixtures.ts';
import { startMarketFake, type MarketFake } from '../../../test/market-fake.ts';
import { marketBot, virtualClock } from '../../../test/market-fixtures.ts';
import {
  playerWithItems,
  recordingHub,
  sendToSteam,
  withdrawalView,
} from '../../../test/withdrawal-fixtures.ts';
import { audit } from '../../../kernel/staff/audit.ts';
import { AppError } from '../../../platform/errors.ts';
import { cancelWithdrawal } from '../admin-actions.ts';
import { createWithdrawalWorker } from '../worker.ts';
import { marketItemOf, openPurchasesOf } from '../trade-bot.ts';

let t: TestApp;
let fake: MarketFake;
beforeAll(async () => {
  t = await createTestApp({ STEAM_BOT_SEND_DELAY_MS: '0' });
  fake = await startMarketFake({ balanceKopecks: 10_000_000 });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const jobOf = (w: number) => withdrawalView(t.db, w);
/** The shop's ledger entries of withdrawal `w` (issue 46, `shop_ledger`): kind and kopecks, oldest first. */
const shopLedgerOf = (w: number) =>
  queryRows<{ kind: string; amount: number; provider: string }>(
    t.db,
    `select kind, amount_kopecks::int as amount, provider from shop_ledger where withdrawal_id = ${w} order by id`,
  );
const status = async (id: string) => (await itemStatuses(t.db, [id]))[0];

/** What the market provider is asked about an inventory row: its name and price as the database has them. */
const itemOf = (id: number) => marketItemOf(t.db, id);

/** A player's item on its way out (PREPARING), its withdrawal, and a worker with the market bot on a virtual clock. */
async function withdrawing() {
  const p = await playerWithItems(t.app, 1);
  const itemId = p.ids[0]!;
  const [w] = await sendToSteam(t.app, t.db, p);
  const item = (await itemOf(Number(itemId)))!;
  fake.setPrice(item.hashName, item.priceKopecks);
  return { p, itemId, w: w!, item, ...worker() };
}

function worker(clock = virtualClock(Date.now() + 1_000)) {
  const m = marketBot(fake, clock, itemOf);
  const { hub, events } = recordingHub();
  const run = createWithdrawalWorker({
    db: t.db,
    bot: m.bot,
    hub,
    pollMs: m.cfg.pollMs,
    now: clock.now,
  });
  return { clock, m, events, run: (w: number) => run.run(w) };
}

const customId = (w: number) => `test-w${w}`;

/** Withdrawal `w` as the console's queue lists it (every open one). */
async function consoleRow(w: number) {
  const { cookie } = await signedInStaff(t.app, t.db, 'support');
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/admin/withdrawals?view=open',
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ rows: { id: string }[] }>().rows.find((r) => r.id === String(w));
}
const buys = () => fake.requests.filter((r) => r.method === 'buy-for').length;

async function invariants(userId: string) {
  const l = await ledgerCheck(t.db, userId);
  expect(l.balance).toBe(l.ledgerSum);
}

describe('withdrawals through the marketplace (issue 46)', () => {
  it('buys the item for the trade link, waits for the seller, and ends STEAM_WITHDRAWN with the price paid', async () => {
    const { p, itemId, w, item, clock, events, run } = await withdrawing();
    const before = buys();
    const balance = fake.balance();
    const next = await run(w);
    expect(next).not.toBeNull();
    expect(buys()).toBe(before + 1);
    const bought = fake.purchases.get(customId(w))!;
    expect(bought).toMatchObject({ hashName: item.hashName, partner: '12345', token: 'AbC-d_9x' });
    expect(fake.balance()).toBe(balance - item.priceKopecks);
    expect(await jobOf(w)).toMatchObject({
      state: 'PREPARING',
      paid: item.priceKopecks,
      hold: null,
      provider: 'market',
    });
    expect(await status(itemId)).toBe('PREPARING');
    // The seller sends: the player sees the Steam offer.
    fake.send(customId(w));
    clock.advance(10_000);
    await run(w);
    expect(await jobOf(w)).toMatchObject({ state: 'send', offer: bought.tradeId });
    expect(await status(itemId)).toBe('send');
    expect(events.at(-1)?.payload).toMatchObject({
      status: 'send',
      trade_offer: { id: bought.tradeId },
    });
    // Still waiting for the player: looked at again later.
    clock.advance(10_000);
    expect(await run(w)).not.toBeNull();
    fake.deliver(customId(w));
    clock.advance(10_000);
    expect(await run(w)).toBeNull();
    expect(await status(itemId)).toBe('STEAM_WITHDRAWN');
    expect(await jobOf(w)).toMatchObject({ state: 'done', paid: item.priceKopecks });
    expect(events.at(-1)?.payload).toMatchObject({ status: 'STEAM_WITHDRAWN' });
    expect(buys()).toBe(before + 1);
    // The purchase is ledgered against the shop once, however many steps saw its price.
    expect(await shopLedgerOf(w)).toEqual([
      { kind: 'market_purchase', amount: -item.priceKopecks, provider: 'market' },
    ]);
    await invariants(p.userId);
  });

  it('a step run again, at once or after a restart, finds its purchase by custom_id and never buys twice', async () => {
    const { p, itemId, w, item, clock, m, run } = await withdrawing();
    const before = buys();
    const balance = fake.balance();
    const [a, b] = await Promise.all([
      m.bot.sendOffer({
        jobId: w,
        inventoryItemId: Number(itemId),
        method: 'trade',
        target: 'https://steamcommunity.com/tradeoffer/new/?partner=12345&token=AbC-d_9x',
        lastAttemptAt: null,
        provider: null,
        beforeSend: () => Promise.resolve(true),
      }),
      run(w),
    ]);
    expect(a.ok).toBe('wait');
    expect(b).not.toBeNull();
    // Both may have asked to buy; the marketplace took one purchase for the custom_id and charged once.
    expect(fake.balance()).toBe(balance - item.priceKopecks);
    const asked = buys();
    expect(asked).toBeGreaterThan(before);
    // A new process (a new bot, no memory) steps the same withdrawal: it finds the purchase.
    const restarted = worker(clock);
    clock.advance(10_000);
    await restarted.run(w);
    fake.send(customId(w));
    fake.deliver(customId(w));
    clock.advance(10_000);
    await restarted.run(w);
    clock.advance(10_000);
    expect(await restarted.run(w)).toBeNull();
    expect(await status(itemId)).toBe('STEAM_WITHDRAWN');
    expect(buys()).toBe(asked);
    expect(fake.balance()).toBe(balance - item.priceKopecks);
    expect(await shopLedgerOf(w)).toEqual([
      { kind: 'market_purchase', amount: -item.priceKopecks, provider: 'market' },
    ]);
    await invariants(p.userId);
  });

  it('a purchase whose request may still land is not made again until it cannot', async () => {
    const { p, itemId, w, clock, run } = await withdrawing();
    const before = buys();
    fake.hangNext('buy-for', 1);
    // The purchase request never answers (the client gives up after its time limit): the step fails.
    await expect(run(w)).rejects.toMatchObject({ kind: 'timeout' });
    expect(await jobOf(w)).toMatchObject({ state: 'PREPARING', provider: 'market' });
    // Retried at once: the marketplace knows no purchase, but the request may still land: nothing is bought.
    await run(w);
    expect(buys()).toBe(before + 1);
    // Three time limits later it cannot land any more: bought once.
    clock.advance(15_000);
    await run(w);
    expect(buys()).toBe(before + 2);
    expect([...fake.purchases.keys()]).toContain(customId(w));
    fake.send(customId(w));
    fake.deliver(customId(w));
    clock.advance(10_000);
    await run(w);
    clock.advance(10_000);
    await run(w);
    expect(await status(itemId)).toBe('STEAM_WITHDRAWN');
    await invariants(p.userId);
  });

  it('holds a withdrawal back above the price ceiling and with a low marketplace balance, buying nothing', async () => {
    const { p, itemId, w, item, clock, m, run } = await withdrawing();
    const before = buys();
    fake.setPrice(item.hashName, Math.ceil(item.priceKopecks * 1.2));
    await run(w);
    expect(await jobOf(w)).toMatchObject({ state: 'PREPARING', hold: 'price_above_ceiling' });
    expect(await consoleRow(w)).toMatchObject({
      provider: 'market',
      hold_reason: 'price_above_ceiling',
      price_paid: null,
    });
    const balance = fake.balance();
    fake.setPrice(item.hashName, item.priceKopecks);
    fake.setBalance(item.priceKopecks + 40_000);
    clock.advance(10_000);
    await run(w);
    expect(await jobOf(w)).toMatchObject({ state: 'PREPARING', hold: 'market_balance_low' });
    expect(m.lowBalance).toEqual([item.priceKopecks + 40_000]);
    fake.unlisted.add(item.hashName);
    fake.setBalance(balance);
    clock.advance(10_000);
    await run(w);
    expect(await jobOf(w)).toMatchObject({ hold: 'no_offers' });
    expect(buys()).toBe(before);
    expect(await status(itemId)).toBe('PREPARING');
    // Listed again at its price: bought.
    fake.unlisted.delete(item.hashName);
    clock.advance(10_000);
    await run(w);
    expect(buys()).toBe(before + 1);
    expect(await jobOf(w)).toMatchObject({ hold: null, paid: item.priceKopecks });
    expect(await consoleRow(w)).toMatchObject({
      provider: 'market',
      hold_reason: null,
      price_paid: item.priceKopecks / 100,
    });
    await invariants(p.userId);
  });

  it('a seller who fails gives the item back to the inventory; the marketplace refunds the shop', async () => {
    const { p, itemId, w, clock, run } = await withdrawing();
    const balance = fake.balance();
    await run(w);
    fake.send(customId(w));
    clock.advance(10_000);
    await run(w);
    expect(await status(itemId)).toBe('send');
    fake.failPurchase(customId(w));
    clock.advance(10_000);
    expect(await run(w)).toBeNull();
    expect(await status(itemId)).toBe('progress');
    expect(await jobOf(w)).toMatchObject({ state: 'failed', error: 'item_transfer_canceled' });
    expect(fake.balance()).toBe(balance);
    // The purchase and the marketplace's refund: the shop is square on this withdrawal.
    const paid = (await jobOf(w)).paid!;
    expect(await shopLedgerOf(w)).toEqual([
      { kind: 'market_purchase', amount: -paid, provider: 'market' },
      { kind: 'market_refund', amount: paid, provider: 'market' },
    ]);
    await invariants(p.userId);
  });

  it('a purchase on its way outlives its 5-minute timer and the console cannot cancel it', async () => {
    const { p, itemId, w, clock, m, run } = await withdrawing();
    await run(w);
    const staff = await signedInStaff(t.app, t.db, 'admin');
    const cancel = () =>
      cancelWithdrawal(
        {
          db: t.db,
          bot: m.bot,
          queueNow: async () => {},
          audit: (tx, e) =>
            audit(tx, {
              actorId: Number(staff.userId),
              role: 'admin',
              ip: null,
              target: `withdrawal:${w}`,
              ...e,
            }),
        },
        w,
      );
    const refused: unknown = await cancel().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 409, code: 'withdrawal_state' });
    clock.advance(6 * 60_000);
    expect(await run(w)).not.toBeNull();
    expect(await jobOf(w)).toMatchObject({ state: 'PREPARING' });
    expect(await status(itemId)).toBe('PREPARING');
    fake.send(customId(w));
    fake.deliver(customId(w));
    clock.advance(10_000);
    expect(await run(w)).toBeNull();
    expect(await status(itemId)).toBe('STEAM_WITHDRAWN');
    await invariants(p.userId);
  });

  it('the dashboard shows what the marketplace charged for delivered withdrawals and their margin', async () => {
    const { w, item, clock, run } = await withdrawing();
    const cheaper = Math.floor(item.priceKopecks * 0.8);
    fake.setPrice(item.hashName, cheaper);
    await run(w);
    fake.send(customId(w));
    fake.deliver(customId(w));
    clock.advance(10_000);
    await run(w);
    clock.advance(10_000);
    expect(await run(w)).toBeNull();
    expect(await jobOf(w)).toMatchObject({ state: 'done', paid: cheaper });
    const [sums] = await queryRows<{ value: number; cost: number }>(
      t.db,
      `select sum(i.price)::int as value, sum(w.price_paid)::int as cost from withdrawal_jobs w join inventory_items i on i.id = w.inventory_item_id where w.state = 'done' and w.price_paid is not null`,
    );
    expect(sums!.value - sums!.cost).toBeGreaterThanOrEqual(item.priceKopecks - cheaper);
    const { cookie } = await signedInStaff(t.app, t.db, 'owner');
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/dashboard?days=1',
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ days: object[] }>().days[0]).toMatchObject({
      withdrawals_cost: sums!.cost / 100,
      withdrawals_margin: (sums!.value - sums!.cost) / 100,
    });
  });

  it('polls every open purchase of a round in one request', async () => {
    const p = await playerWithItems(t.app, 5);
    const ws = await sendToSteam(t.app, t.db, p);
    for (const id of p.ids) {
      const item = (await itemOf(Number(id)))!;
      fake.setPrice(item.hashName, item.priceKopecks);
    }
    const clock = virtualClock(Date.now() + 1_000);
    const m = marketBot(fake, clock, itemOf, { openPurchases: () => openPurchasesOf(t.db) });
    const run = createWithdrawalWorker({ db: t.db, bot: m.bot, pollMs: 10_000, now: clock.now });
    for (const w of ws) await run.run(w);
    for (const w of ws) fake.send(customId(w));
    const asked = (method: string) => m.requests.filter((r) => r.method === method).length;
    const [list, single] = [
      asked('get-list-buy-info-by-custom-id'),
      asked('get-buy-info-by-custom-id'),
    ];
    // The next round: five purchases looked at, one request.
    clock.advance(10_000);
    for (const w of ws) await run.run(w);
    expect(asked('get-list-buy-info-by-custom-id')).toBe(list + 1);
    expect(asked('get-buy-info-by-custom-id')).toBe(single);
    for (const w of ws) expect(await jobOf(w)).toMatchObject({ state: 'send' });
    await invariants(p.userId);
  });

  it('fifty withdrawals at once stay within five requests a second and buy fifty times', async () => {
    const clock = virtualClock();
    const m = marketBot(
      fake,
      clock,
      () => Promise.resolve({ hashName: 'Fifty Hooks', priceKopecks: 10_000 }),
      { cfg: { ratePerS: 5, customIdPrefix: 'fifty' } },
    );
    fake.setPrice('Fifty Hooks', 9_000);
    const sent = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        m.bot.sendOffer({
          jobId: i + 1,
          inventoryItemId: i + 1,
          method: 'trade',
          target: 'https://steamcommunity.com/tradeoffer/new/?partner=12345&token=AbC-d_9x',
          lastAttemptAt: null,
          provider: null,
          beforeSend: () => Promise.resolve(true),
        }),
      ),
    );
    expect(sent.filter((s) => s.ok !== 'wait' || s.pricePaid !== 9_000)).toEqual([]);
    expect([...fake.purchases.keys()].filter((k) => k.startsWith('fifty-'))).toHaveLength(50);
    const times = m.requests.map((r) => r.at).sort((a, b) => a - b);
    let most = 0;
    for (let i = 0, j = 0; i < times.length; i++) {
      while (times[i]! - times[j]! >= 1000) j++;
      most = Math.max(most, i - j + 1);
    }
    expect(m.requests).toHaveLength(200);
    expect(most).toBeLessThanOrEqual(5);
  });
});
