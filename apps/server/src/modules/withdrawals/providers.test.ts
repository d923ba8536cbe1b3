/**
 * Several trade providers as the shop runs them (issue 46; TRADE_PROVIDER=steam,market, the app's own worker against
 * local fakes of Steam and the marketplace): the console's providers panel (order, the marketplace's balance and its
 * low-balance alert, open and held withdrawals) and its provider switch — a withdrawal neither provider can deliver
 * waits held; the console gives it to the Steam bot once the bot has stock, and it is sent from there; a switch once a
 * provider was asked, or to a provider the shop does not run, is refused; each switch audited.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, ledgerCheck, queryRows, type TestApp } from '../../test/helper.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { itemStatuses } from '../../test/inventory-fixtures.ts';
import { startMarketFake, type MarketFake } from '../../test/market-fake.ts';
import { startSteamFake, type SteamFake } from '../../test/steam-fake.ts';
import { playerWithItems, sendToSteam, withdrawalView } from '../../test/withdrawal-fixtures.ts';
import { marketItemOf } from './trade-bot.ts';

let t: TestApp;
let steam: SteamFake;
let market: MarketFake;
beforeAll(async () => {
  [steam, market] = await Promise.all([
    startSteamFake({ autoMs: 50 }),
    startMarketFake({ autoMs: 50, balanceKopecks: 100_000 }),
  ]);
  t = await createTestApp({
    TRADE_PROVIDER: 'steam,market',
    STEAM_COMMUNITY_URL: steam.url,
    STEAM_API_URL: steam.url,
    STEAM_BOT_WEB_COOKIES: steam.cookies.join('; '),
    STEAM_BOT_IDENTITY_SECRET: steam.identitySecret,
    STEAM_BOT_POLL_MS: '100',
    STEAM_BOT_RATE_PER_S: '10',
    MARKET_API_URL: market.url,
    MARKET_API_KEY: market.key,
    MARKET_POLL_MS: '100',
    MARKET_MIN_BALANCE_RUB: '500',
    WITHDRAW_WORKER: 'true',
    JOBS_POLL_S: '0.5',
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([steam.close(), market.close()]);
});

const waitFor = <T>(check: () => Promise<T>) =>
  vi.waitFor(check, { timeout: 20_000, interval: 100 });

async function consoleCall(method: 'GET' | 'POST', url: string, payload?: object) {
  const { cookie } = await signedInStaff(t.app, t.db, 'support');
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

describe('several trade providers in the console (issue 46)', () => {
  it('switches a withdrawal nobody could deliver to the Steam bot, which then sends it; refuses what it must', async () => {
    const p = await playerWithItems(t.app, 1);
    const item = (await marketItemOf(t.db, Number(p.ids[0])))!;
    market.unlisted.add(item.hashName);
    steam.removeItems(item.hashName);
    const [w] = await sendToSteam(t.app, t.db, p);
    // Neither holds it: the bot has no copy, nobody sells it. It waits with the last provider asked.
    await waitFor(async () =>
      expect(await withdrawalView(t.db, w!)).toMatchObject({
        state: 'PREPARING',
        provider: 'market',
        hold: 'no_offers',
      }),
    );

    // A provider the shop does not run: refused, nothing changed.
    const wrong = await consoleCall('POST', `/v1/admin/withdrawals/${w}/provider`, {
      provider: 'simulated',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ data: { code: 'withdrawal_provider_unavailable' } });

    // Pinned to the Steam bot before it holds a copy (nothing can be sent meanwhile, so no provider can have been
    // asked), it waits for the bot's stock alone; once the bot has a copy, the bot sends it.
    const moved = await consoleCall('POST', `/v1/admin/withdrawals/${w}/provider`, {
      provider: 'steam',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ withdrawal: { id: String(w), pinned_provider: 'steam' } });
    await waitFor(async () =>
      expect(await withdrawalView(t.db, w!)).toMatchObject({ provider: 'steam', hold: 'no_stock' }),
    );
    steam.addItem(item.hashName);
    await waitFor(async () => expect((await itemStatuses(t.db, p.ids))[0]).toBe('STEAM_WITHDRAWN'));
    expect(await withdrawalView(t.db, w!)).toMatchObject({ state: 'done', provider: 'steam' });
    expect([...steam.offers.values()].filter((f) => f.message === `dota-w${w}`)).toHaveLength(1);
    expect([...market.purchases.values()].filter((x) => x.customId === `dota-w${w}`)).toEqual([]);
    const [entry] = await queryRows<{ action: string; after: { pinned_provider: string } }>(
      t.db,
      `select action, after from audit_log where target = 'withdrawal:${w}' order by id desc limit 1`,
    );
    expect(entry).toMatchObject({
      action: 'withdrawal.provider',
      after: { pinned_provider: 'steam' },
    });

    // Delivered: no provider can be chosen any more.
    const late = await consoleCall('POST', `/v1/admin/withdrawals/${w}/provider`, {
      provider: 'market',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ data: { code: 'withdrawal_state' } });
    const l = await ledgerCheck(t.db, p.userId);
    expect(l.balance).toBe(l.ledgerSum);
  });

  it('shows each provider in its order, the marketplace’s low balance and the withdrawals it holds', async () => {
    // Under the 500 ₽ floor with any item bought: buying pauses.
    market.setBalance(40_000);
    const p = await playerWithItems(t.app, 1);
    const item = (await marketItemOf(t.db, Number(p.ids[0])))!;
    market.unlisted.delete(item.hashName);
    steam.removeItems(item.hashName);
    market.setPrice(item.hashName, item.priceKopecks);
    const [w] = await sendToSteam(t.app, t.db, p);
    await waitFor(async () =>
      expect(await withdrawalView(t.db, w!)).toMatchObject({ hold: 'market_balance_low' }),
    );
    const res = await consoleCall('GET', '/v1/admin/withdrawal-providers');
    expect(res.statusCode).toBe(200);
    const { providers } = res.json<{ providers: { provider: string }[] }>();
    expect(providers.map((r) => r.provider)).toEqual(['steam', 'market']);
    expect(providers[0]).toMatchObject({ order: 1, balance: null, low: false, circuit: 'closed' });
    expect(providers[1]).toMatchObject({
      order: 2,
      balance: 400,
      min_balance: 500,
      low: true,
      circuit: 'closed',
    });
    // The first test's withdrawal is delivered: this one is the only one open, and held.
    expect(providers[1]).toMatchObject({ open: 1, held: 1 });

    // Topped up there: the next check clears the alert and the purchase goes through.
    market.setBalance(10_000_000);
    await waitFor(async () => expect((await itemStatuses(t.db, p.ids))[0]).toBe('STEAM_WITHDRAWN'));
    const after = (await consoleCall('GET', '/v1/admin/withdrawal-providers')).json<{
      providers: { provider: string; low: boolean; balance: number }[];
    }>();
    expect(after.providers[1]).toMatchObject({ low: false, balance: 100_000 });
  });
});
