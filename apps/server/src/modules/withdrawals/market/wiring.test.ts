/**
 * TRADE_PROVIDER=market as a shop runs it (issue 46): the app's own worker on its job queue buys a withdrawn item
 * at a local fake marketplace whose seller sends it by itself, and the item reaches STEAM_WITHDRAWN with the price
 * paid on its withdrawal; the ledger stays equal to the balance; /metrics counts the marketplace's requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck, queryRows, waitUntil } from '../../../test/helper.ts';
import { fileTestApp } from '../../../test/file-app.ts';
import { itemStatuses } from '../../../test/inventory-fixtures.ts';
import { startMarketFake, type MarketFake } from '../../../test/market-fake.ts';
import { playerWithItems, sendToSteam } from '../../../test/withdrawal-fixtures.ts';

let fake: MarketFake;
beforeAll(async () => {
  fake = await startMarketFake({ autoMs: 50, priceOf: () => 1 });
});
afterAll(() => fake.close());
const t = fileTestApp(() => ({
  TRADE_PROVIDER: 'market',
  MARKET_API_URL: fake.url,
  MARKET_API_KEY: fake.key,
  MARKET_POLL_MS: '100',
  MARKET_MIN_BALANCE_RUB: '0',
  WITHDRAW_WORKER: 'true',
  JOBS_POLL_S: '0.5',
}));

describe('the marketplace as the shop’s trade provider (issue 46)', () => {
  it('delivers a withdrawn item through the app’s own worker', async () => {
    const p = await playerWithItems(t.app, 1);
    await sendToSteam(t.app, t.db, p);
    await waitUntil(
      async () => (await itemStatuses(t.db, p.ids))[0] === 'STEAM_WITHDRAWN',
      120_000,
    );
    const [job] = await queryRows<{ provider: string; paid: number; offer: string }>(
      t.db,
      `select provider, price_paid::int as paid, trade_offer_id as offer from withdrawal_jobs where user_id = ${p.userId}`,
    );
    const purchase = [...fake.purchases.values()].find((x) => x.tradeId === job!.offer);
    expect(job).toMatchObject({ provider: 'market', paid: 1 });
    expect(purchase).toMatchObject({ stage: '2', partner: '12345', token: 'AbC-d_9x', price: 1 });
    const l = await ledgerCheck(t.db, p.userId);
    expect(l.balance).toBe(l.ledgerSum);
    // /metrics counts the marketplace's requests and shows its circuit closed.
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/cases_market_requests_total\{method="buy-for"\} 1\n/);
    expect(metrics).toMatch(/cases_market_circuit 0\n/);
  });
});
