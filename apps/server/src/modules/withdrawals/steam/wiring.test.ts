/**
 * TRADE_PROVIDER=steam as a shop runs it (issue 46): the app's own worker on its job queue sends a withdrawn item from
 * the bot's inventory at a local fake Steam (signed in with STEAM_BOT_WEB_COOKIES) whose player accepts by itself, and
 * the item reaches STEAM_WITHDRAWN with the bot's offer on its withdrawal; the ledger stays equal to the balance;
 * /metrics shows the bot's circuit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  ledgerCheck,
  queryRows,
  waitUntil,
  type TestApp,
} from '../../../test/helper.ts';
import { itemStatuses } from '../../../test/inventory-fixtures.ts';
import { OFFER_STATE, startSteamFake, type SteamFake } from '../../../test/steam-fake.ts';
import { playerWithItems, sendToSteam } from '../../../test/withdrawal-fixtures.ts';
import { marketItemOf } from '../trade-bot.ts';

let t: TestApp;
let fake: SteamFake;
beforeAll(async () => {
  fake = await startSteamFake({ autoMs: 50 });
  t = await createTestApp({
    TRADE_PROVIDER: 'steam',
    STEAM_COMMUNITY_URL: fake.url,
    STEAM_API_URL: fake.url,
    STEAM_BOT_WEB_COOKIES: fake.cookies.join('; '),
    STEAM_BOT_IDENTITY_SECRET: fake.identitySecret,
    STEAM_BOT_POLL_MS: '100',
    STEAM_BOT_RATE_PER_S: '10',
    WITHDRAW_WORKER: 'true',
    JOBS_POLL_S: '0.5',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('the Steam bot as the shop’s trade provider (issue 46)', () => {
  it('delivers a withdrawn item through the app’s own worker', async () => {
    const p = await playerWithItems(t.app, 1);
    const item = (await marketItemOf(t.db, Number(p.ids[0])))!;
    const asset = fake.addItem(item.hashName);
    await sendToSteam(t.app, t.db, p);
    await waitUntil(
      async () => (await itemStatuses(t.db, p.ids))[0] === 'STEAM_WITHDRAWN',
      120_000,
    );
    const [job] = await queryRows<{ provider: string; offer: string }>(
      t.db,
      `select provider, trade_offer_id as offer from withdrawal_jobs where user_id = ${p.userId}`,
    );
    expect(job).toMatchObject({ provider: 'steam' });
    expect(fake.offers.get(job!.offer)).toMatchObject({
      state: OFFER_STATE.accepted,
      assetIds: [asset.assetid],
      accountId: 12345,
    });
    const l = await ledgerCheck(t.db, p.userId);
    expect(l.balance).toBe(l.ledgerSum);
    // /metrics shows the bot's circuit closed.
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/cases_steam_circuit 0\n/);
  });
});
