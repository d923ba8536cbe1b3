/**
 * Withdrawals from the shop's own Steam bot (issue 46; steam/bot.ts over steamcommunity and steam-tradeoffer-manager)
 * against a local fake of Steam's web endpoints: an item in the bot's inventory delivered end to end by the worker
 * (an offer to the trade link with the job's message, confirmed with the identity secret, accepted → STEAM_WITHDRAWN);
 * a send whose answer was lost, or whose confirmation failed, resumed by the offer's message without a second offer;
 * no free copy in stock holds the withdrawal back; a declined offer and a passed timer give the item back, the latter
 * cancelling the offer at Steam; with `steam,market` the bot's stock goes first and the marketplace buys the rest.
 * Money and item invariants after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ledgerCheck, type TestApp } from '../../../test/helper.ts';
import { itemStatuses } from '../../../test/inventory-fixtures.ts';
import { startMarketFake, type MarketFake } from '../../../test/market-fake.ts';
import { marketBot, virtualClock } from '../../../test/market-fixtures.ts';
import { OFFER_STATE, startSteamFake, type SteamFake } from '../../../test/steam-fake.ts';
import { steamBot } from '../../../test/steam-fixtures.ts';
import {
  playerWithItems,
  recordingHub,
  sendToSteam,
  withdrawalView,
} from '../../../test/withdrawal-fixtures.ts';
import type { TradeBot } from '../bot.ts';
import { createProviderChain } from '../provider-chain.ts';
import { marketItemOf } from '../trade-bot.ts';
import { createWithdrawalWorker } from '../worker.ts';

let t: TestApp;
let steam: SteamFake;
let market: MarketFake;
beforeAll(async () => {
  t = await createTestApp({ STEAM_BOT_SEND_DELAY_MS: '0' });
  steam = await startSteamFake();
  market = await startMarketFake({ balanceKopecks: 10_000_000 });
});
afterAll(async () => {
  await steam.close();
  await market.close();
  await t.close();
});

const jobOf = (w: number) => withdrawalView(t.db, w);
const status = async (id: string) => (await itemStatuses(t.db, [id]))[0];
const itemOf = (id: number) => marketItemOf(t.db, id);
const offersOf = (w: number) =>
  [...steam.offers.values()].filter((f) => f.message === `test-w${w}`);

/** A worker over `bot` on the virtual clock `clock`. */
function workerOf(bot: TradeBot, clock: ReturnType<typeof virtualClock>) {
  const { hub, events } = recordingHub();
  const worker = createWithdrawalWorker({ db: t.db, bot, hub, pollMs: 10_000, now: clock.now });
  return { events, run: (w: number) => worker.run(w) };
}

/** A player's item on its way out (PREPARING), its withdrawal, and a worker with the Steam bot. */
async function withdrawing(inStock = true) {
  const p = await playerWithItems(t.app, 1);
  const itemId = p.ids[0]!;
  const [w] = await sendToSteam(t.app, t.db, p);
  const item = (await itemOf(Number(itemId)))!;
  // Earlier tests may have left copies of the same item (a cancelled offer's): the bot holds exactly what this asks.
  steam.removeItems(item.hashName);
  const asset = inStock ? steam.addItem(item.hashName) : null;
  const clock = virtualClock(Date.now() + 1_000);
  const s = steamBot(steam, clock.now, itemOf);
  return { p, itemId, w: w!, item, asset, clock, s, ...workerOf(s.bot, clock) };
}

async function invariants(userId: string) {
  const l = await ledgerCheck(t.db, userId);
  expect(l.balance).toBe(l.ledgerSum);
}

describe('withdrawals from the Steam bot (issue 46)', () => {
  it('sends the item to the trade link, confirms the offer, and ends STEAM_WITHDRAWN once accepted', async () => {
    const { p, itemId, w, asset, clock, events, run } = await withdrawing();
    expect(await run(w)).not.toBeNull();
    const [offer] = offersOf(w);
    expect(offersOf(w)).toHaveLength(1);
    // To the trade link's owner (account 12345) with its token, the bot's asset, confirmed: active.
    expect(offer).toMatchObject({
      accountId: 12345,
      token: 'AbC-d_9x',
      assetIds: [asset!.assetid],
      state: OFFER_STATE.active,
    });
    expect(await jobOf(w)).toMatchObject({ state: 'send', offer: offer!.id, provider: 'steam' });
    expect(await status(itemId)).toBe('send');
    expect(events.at(-1)?.payload).toMatchObject({
      status: 'send',
      trade_offer: { id: offer!.id },
    });
    // Not answered yet: looked at again later.
    clock.advance(10_000);
    expect(await run(w)).not.toBeNull();
    steam.accept(offer!.id);
    clock.advance(10_000);
    expect(await run(w)).toBeNull();
    expect(await status(itemId)).toBe('STEAM_WITHDRAWN');
    expect(await jobOf(w)).toMatchObject({ state: 'done' });
    expect(steam.inventory.map((a) => a.assetid)).not.toContain(asset!.assetid);
    await invariants(p.userId);
  });

  it('a send whose answer was lost is found by its message on the next step, never sent twice', async () => {
    const { p, itemId, w, clock, run } = await withdrawing();
    steam.loseAnswerNext('/tradeoffer/new/send');
    await expect(run(w)).rejects.toThrow();
    // Steam made the offer; the shop never heard of it.
    expect(offersOf(w)).toHaveLength(1);
    expect(await jobOf(w)).toMatchObject({ state: 'PREPARING', provider: 'steam', offer: null });
    clock.advance(1_000);
    await run(w);
    expect(offersOf(w)).toHaveLength(1);
    const [offer] = offersOf(w);
    // Found waiting for its confirmation, confirmed now, and marked sent.
    expect(offer!.state).toBe(OFFER_STATE.active);
    expect(await jobOf(w)).toMatchObject({ state: 'send', offer: offer!.id });
    expect(await status(itemId)).toBe('send');
    await invariants(p.userId);
  });

  it('a read Steam answers with a 5xx is tried again within the step', async () => {
    const { itemId, w, clock, run } = await withdrawing();
    await run(w);
    const [offer] = offersOf(w);
    const reads = () =>
      steam.requests.filter((r) => r.path === '/IEconService/GetTradeOffer/v1').length;
    const before = reads();
    steam.failNext('/IEconService/GetTradeOffer/v1', 503, 2);
    steam.accept(offer!.id);
    clock.advance(10_000);
    expect(await run(w)).toBeNull();
    expect(reads()).toBe(before + 3);
    expect(await status(itemId)).toBe('STEAM_WITHDRAWN');
  });

  it('opens its circuit after repeated failures, sends nothing while open, and closes after a good trial', async () => {
    const { itemId, w, clock, run, s } = await withdrawing();
    await run(w);
    const [offer] = offersOf(w);
    const path = '/IEconService/GetTradeOffer/v1';
    const reads = () => steam.requests.filter((r) => r.path === path).length;
    // Five failures in a row (a step tries a read three times): the circuit opens on the second step.
    steam.failNext(path, 503, 5);
    clock.advance(10_000);
    await expect(run(w)).rejects.toThrow(/HTTP error 503/);
    await expect(run(w)).rejects.toThrow();
    expect(s.trade.circuit()).toBe('open');
    const asked = reads();
    await expect(run(w)).rejects.toThrow(/circuit open/);
    expect(reads()).toBe(asked);
    // Its time passes: one trial goes, Steam answers, the circuit closes and the withdrawal moves on.
    steam.accept(offer!.id);
    clock.advance(30_000);
    expect(s.trade.circuit()).toBe('half-open');
    expect(await run(w)).toBeNull();
    expect(s.trade.circuit()).toBe('closed');
    expect(reads()).toBe(asked + 1);
    expect(await status(itemId)).toBe('STEAM_WITHDRAWN');
  });

  it('an offer whose confirmation failed is confirmed on the next step', async () => {
    const { w, clock, run } = await withdrawing();
    steam.failNext('/mobileconf/getlist', 503);
    await expect(run(w)).rejects.toThrow();
    expect(offersOf(w).map((f) => f.state)).toEqual([OFFER_STATE.needsConfirmation]);
    clock.advance(1_000);
    await run(w);
    expect(offersOf(w).map((f) => f.state)).toEqual([OFFER_STATE.active]);
    expect(await jobOf(w)).toMatchObject({ state: 'send', offer: offersOf(w)[0]!.id });
  });

  it('holds a withdrawal back while the bot has no free copy of the item, then sends once it has', async () => {
    const { p, itemId, w, item, clock, run } = await withdrawing(false);
    const sends = () => steam.requests.filter((r) => r.path === '/tradeoffer/new/send').length;
    const before = sends();
    await run(w);
    expect(await jobOf(w)).toMatchObject({
      state: 'PREPARING',
      hold: 'no_stock',
      provider: 'steam',
    });
    expect(sends()).toBe(before);
    expect(await status(itemId)).toBe('PREPARING');
    steam.addItem(item.hashName);
    clock.advance(10_000);
    await run(w);
    expect(await jobOf(w)).toMatchObject({ state: 'send', hold: null });
    expect(sends()).toBe(before + 1);
    await invariants(p.userId);
  });

  it('a declined offer gives the item back (item_transfer_canceled)', async () => {
    const { p, itemId, w, clock, run } = await withdrawing();
    await run(w);
    const [offer] = offersOf(w);
    steam.decline(offer!.id);
    clock.advance(10_000);
    expect(await run(w)).toBeNull();
    expect(await jobOf(w)).toMatchObject({ state: 'failed', error: 'item_transfer_canceled' });
    expect(await status(itemId)).toBe('progress');
    await invariants(p.userId);
  });

  it('a passed timer cancels the open offer at Steam and gives the item back', async () => {
    const { p, itemId, w, clock, run } = await withdrawing();
    await run(w);
    const [offer] = offersOf(w);
    clock.advance(6 * 60_000);
    expect(await run(w)).toBeNull();
    expect(offer!.state).toBe(OFFER_STATE.canceled);
    expect(await jobOf(w)).toMatchObject({ state: 'failed', error: 'item_transfer_canceled' });
    expect(await status(itemId)).toBe('progress');
    await invariants(p.userId);
  });
});

describe('several providers in an order of preference (issue 46)', () => {
  /** A worker over `steam,market` on one virtual clock. */
  async function chained(inStock: boolean) {
    const d = await withdrawing(inStock);
    market.setPrice(d.item.hashName, d.item.priceKopecks);
    const m = marketBot(market, d.clock, itemOf);
    const chain = createProviderChain([d.s.bot, m.bot]);
    return { ...d, ...workerOf(chain, d.clock) };
  }
  const purchasesOf = (w: number) =>
    [...market.purchases.values()].filter((x) => x.customId === `test-w${w}`);

  it('sends from the bot’s stock first, buying nothing', async () => {
    const { w, run } = await chained(true);
    await run(w);
    expect(await jobOf(w)).toMatchObject({ state: 'send', provider: 'steam' });
    expect(offersOf(w)).toHaveLength(1);
    expect(purchasesOf(w)).toHaveLength(0);
  });

  it('buys on the marketplace what the bot does not hold, and stays with it', async () => {
    const { p, itemId, w, item, clock, run } = await chained(false);
    await run(w);
    expect(await jobOf(w)).toMatchObject({ state: 'PREPARING', provider: 'market', hold: null });
    expect(purchasesOf(w)).toHaveLength(1);
    // The bot gets a copy meanwhile: the withdrawal stays with its purchase, no offer beside it.
    steam.addItem(item.hashName);
    market.send(`test-w${w}`);
    clock.advance(10_000);
    await run(w);
    expect(await jobOf(w)).toMatchObject({ state: 'send', provider: 'market' });
    market.deliver(`test-w${w}`);
    clock.advance(10_000);
    expect(await run(w)).toBeNull();
    expect(await status(itemId)).toBe('STEAM_WITHDRAWN');
    expect(offersOf(w)).toHaveLength(0);
    expect(purchasesOf(w)).toHaveLength(1);
    await invariants(p.userId);
  });
});
