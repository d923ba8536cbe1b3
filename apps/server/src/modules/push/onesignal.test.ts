/**
 * The OneSignal push adapter (issue 13): with an app id and key configured, the push config names
 * OneSignal and a won leaderboard prize reaches its REST API (a local fake) with the app id, the key
 * and the player's external user id; a refusal from OneSignal does not break the settlement that
 * pushed, and the notifier reports nothing delivered.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOneSignalFake, type OneSignalFake } from '../../test/onesignal-fake.ts';
import { bearer, register, topUp, waitUntil } from '../../test/helper.ts';
import { eachTestApp } from '../../test/file-app.ts';
import { testBoard, waitUntilDue } from '../../test/leaderboard-fixtures.ts';
import { notifierFor } from './notifier.ts';

describe('OneSignal push', () => {
  let fake: OneSignalFake;
  beforeAll(async () => {
    fake = await startOneSignalFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.received.length = 0;
    fake.failWith(null);
  });
  const t = eachTestApp(() => ({
    LEADERBOARDS_WORKER: 'false',
    LEADERBOARD_OVERLAP_S: '0.05',
    ...fake.env,
  }));

  const post = (token: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A player who spent on a case and a board about to end that they win alone. */
  async function winner(series: string) {
    const p = await register(t.app);
    await topUp(t.app, p.token, 100);
    await post(p.token, '/v1/cases/starter/open', { multi_open: 1 });
    const boardId = await testBoard(t.db, {
      series,
      title: 'Гонка дня',
      titleEn: 'Race of the day',
      order: 1,
      prizes: ['yulsarias-mantle'],
      fromMs: -3_600_000,
      toMs: 50,
    });
    await waitUntilDue(t.db, boardId, t.config.engagement.leaderboards.overlapMs);
    return p;
  }

  it('names OneSignal in the push config and sends a won prize with the app id, key and external id', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/v1/push/config' });
    expect(config.json()).toMatchObject({
      provider: 'onesignal',
      app_id: fake.appId,
      public_key: null,
    });

    const p = await winner('onesignal-win');
    const paid = await t.app.leaderboards.sweep();
    expect(paid.map((x) => x.place)).toEqual([1]);
    await waitUntil(() => Promise.resolve(fake.received.length > 0));
    expect(fake.received).toHaveLength(1);
    const [got] = fake.received;
    expect(got!.authorization).toBe(`Basic ${fake.apiKey}`);
    expect(got!.body).toMatchObject({
      app_id: fake.appId,
      include_external_user_ids: [p.userId],
      headings: { en: '1 место в «Гонка дня»!' },
      url: '/leaderboard',
      web_push_topic: 'leaderboard-prize',
    });
  });

  it('a refusal from OneSignal leaves the prize paid and reports nothing delivered', async () => {
    fake.failWith(500);
    const p = await winner('onesignal-fail');
    const paid = await t.app.leaderboards.sweep();
    expect(paid.map((x) => x.place)).toEqual([1]);
    await waitUntil(() => Promise.resolve(fake.received.length > 0));
    // The prize is in the winner's inventory all the same.
    const items = await t.app.inject({
      method: 'GET',
      url: '/v1/inventory/get',
      headers: bearer(p.token),
    });
    const ids = items.json<{ items: { id: number | string }[] }>().items.map((i) => String(i.id));
    expect(ids).toContain(String(paid[0]!.inventoryItemId));

    const n = await notifierFor({ db: t.db, config: t.config.engagement }).pushTo(
      Number(p.userId),
      () => ({ title: 't', body: 'b', url: '/', tag: 'x' }),
    );
    expect(n).toBe(0);
    expect(fake.received).toHaveLength(2);
    expect(fake.received[1]!.body.include_external_user_ids).toEqual([p.userId]);
  });
});
