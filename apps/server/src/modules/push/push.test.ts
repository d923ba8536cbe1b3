/**
 * Web push (issue 13): a subscription is stored, the push mission pays once, and a won leaderboard prize
 * reaches a local push service — VAPID-signed with the key the browser subscribed with, its payload
 * decrypted there. Endpoints outside the push services are refused; gone subscriptions are dropped.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushFake, type PushFake } from '../../test/push-fake.ts';
import { bearer, queryRows, register, topUp, waitUntil } from '../../test/helper.ts';
import { eachTestApp } from '../../test/file-app.ts';
import { testBoard, waitUntilDue } from '../../test/leaderboard-fixtures.ts';
import { notifierFor } from './notifier.ts';

describe('web push', () => {
  let fake: PushFake;
  beforeAll(async () => {
    fake = await startPushFake();
  });
  afterAll(() => fake.close());
  const t = eachTestApp({
    LEADERBOARDS_WORKER: 'false',
    LEADERBOARD_OVERLAP_S: '0.05',
    PUSH_ENDPOINT_HOSTS: '127.0.0.1',
  });

  const post = (token: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  /** The push mission as the bonus page lists it. */
  const pushMission = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/v1/users/missions/social',
        headers: bearer(token),
      })
    )
      .json<{ missions: { type: string; progress: number }[] }>()
      .missions.find((m) => m.type === 'push')!;

  it('stores a subscription and delivers a won prize to the push service, signed and encrypted', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/v1/push/config' });
    const { provider, public_key } = config.json<{ provider: string; public_key: string }>();
    expect(provider).toBe('webpush');
    expect(public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const again = await t.app.inject({ method: 'GET', url: '/v1/push/config' });
    expect(again.json<{ public_key: string }>().public_key).toBe(public_key);

    const p = await register(t.app);
    const sub = fake.subscribe();
    expect((await post(p.token, '/v1/push/subscribe', sub)).statusCode).toBe(200);
    const [row] = await queryRows<{ user_id: number; p256dh: string }>(
      t.db,
      sql`select user_id, p256dh from push_subscriptions where endpoint = ${sub.endpoint}`,
    );
    expect(row).toMatchObject({ user_id: Number(p.userId), p256dh: sub.keys.p256dh });
    const status = await t.app.inject({
      method: 'GET',
      url: '/v1/push/status',
      headers: bearer(p.token),
    });
    expect(status.json()).toEqual({ opted_in: true, reward_claimed: false });

    // The subscription's first notification says pushes work; once the push service took it, the push mission is
    // done (issue 44), and its reward pays once.
    const path = new URL(sub.endpoint).pathname;
    await waitUntil(() =>
      Promise.resolve(
        fake.received.some((m) => m.endpoint === path && m.message.tag === 'push-enabled'),
      ),
    );
    expect(fake.received.find((m) => m.endpoint === path)!.message).toEqual({
      title: 'Уведомления включены',
      body: 'Сообщим о призах, готовых ежедневных кейсах и предметах, выведенных в Steam.',
      url: '/bonuses',
      tag: 'push-enabled',
    });
    await waitUntil(async () => (await pushMission(p.token)).progress === 3);
    const claims = await Promise.all(
      Array.from({ length: 3 }, () => post(p.token, `/v1/users/missions/social/${p.userId}/push`)),
    );
    expect(claims.filter((c) => c.statusCode === 200)).toHaveLength(1);
    // Subscribing again sends nothing more: the device has had its first notification.
    expect((await post(p.token, '/v1/push/subscribe', sub)).statusCode).toBe(200);

    // A board the player wins: settled by the sweeper, which pushes after the commit.
    await topUp(t.app, p.token, 100);
    await post(p.token, '/v1/cases/starter/open', { multi_open: 1 });
    const boardId = await testBoard(t.db, {
      series: 'push-test',
      title: 'Гонка дня',
      titleEn: 'Race of the day',
      order: 1,
      prizes: ['yulsarias-mantle'],
      fromMs: -3_600_000,
      toMs: 50,
    });
    await waitUntilDue(t.db, boardId, t.config.engagement.leaderboards.overlapMs);
    const paid = await t.app.leaderboards.sweep();
    expect(paid.map((x) => x.place)).toEqual([1]);
    const prize = () =>
      fake.received.find((m) => m.endpoint === path && m.message.tag === 'leaderboard-prize');
    await waitUntil(() => Promise.resolve(prize() !== undefined));
    const got = prize()!;
    expect(got.vapidValid).toBe(true);
    expect(got.vapidKey).toBe(public_key);
    expect(got.audience).toBe(fake.origin);
    expect(got.message).toMatchObject({
      title: '1 место в «Гонка дня»!',
      url: '/leaderboard',
      tag: 'leaderboard-prize',
    });
  });

  it('does not count a subscription nothing reached, and pays one browser once across accounts (issue 44)', async () => {
    // An endpoint the push service calls gone (any made-up address of a push host): subscribed, never done.
    const farmer = await register(t.app);
    const made = fake.subscribe(true);
    expect((await post(farmer.token, '/v1/push/subscribe', made)).statusCode).toBe(200);
    await waitUntil(
      async () =>
        (
          await queryRows(
            t.db,
            sql`select 1 from push_subscriptions where endpoint = ${made.endpoint}`,
          )
        ).length === 0,
    );
    expect((await pushMission(farmer.token)).progress).toBe(0);
    const refused = await post(farmer.token, `/v1/users/missions/social/${farmer.userId}/push`);
    expect([refused.statusCode, refused.json().data.code]).toEqual([409, 'mission_not_done']);

    // One real browser, subscribed by two accounts in turn: each gets its first notification, one reward in all.
    const device = fake.subscribe();
    const path = new URL(device.endpoint).pathname;
    const players = [await register(t.app), await register(t.app)];
    const answers = [];
    for (const [i, p] of players.entries()) {
      expect((await post(p.token, '/v1/push/subscribe', device)).statusCode).toBe(200);
      await waitUntil(() =>
        Promise.resolve(
          fake.received.filter((m) => m.endpoint === path && m.message.tag === 'push-enabled')
            .length ===
            i + 1,
        ),
      );
      await waitUntil(async () => (await pushMission(p.token)).progress === 3);
      answers.push(await post(p.token, `/v1/users/missions/social/${p.userId}/push`));
    }
    expect(answers[0]!.statusCode).toBe(200);
    expect([answers[1]!.statusCode, answers[1]!.json().data.code]).toEqual([
      409,
      'mission_identity_used',
    ]);
  });

  it('refuses endpoints outside the push services and drops subscriptions the service calls gone', async () => {
    const p = await register(t.app);
    const evil = await post(p.token, '/v1/push/subscribe', {
      endpoint: 'http://10.0.0.1/internal',
      keys: fake.subscribe().keys,
    });
    expect(evil.statusCode).toBe(400);
    expect(evil.json()).toMatchObject({ success: false, data: { code: 'dataNotFound' } });

    const gone = fake.subscribe(true);
    expect((await post(p.token, '/v1/push/subscribe', gone)).statusCode).toBe(200);
    const n = await notifierFor({ db: t.db, config: t.config.engagement }).pushTo(
      Number(p.userId),
      () => ({
        title: 't',
        body: 'b',
        url: '/',
        tag: 'x',
      }),
    );
    expect(n).toBe(0);
    const left = await queryRows(
      t.db,
      sql`select 1 from push_subscriptions where endpoint = ${gone.endpoint}`,
    );
    expect(left).toEqual([]);
    const unsub = await post(p.token, '/v1/push/unsubscribe', { endpoint: gone.endpoint });
    expect(unsub.statusCode).toBe(200);
  });
});
