/**
 * Daily and free cases (issue 13): the top-up daily case opens once per cool-down and only after a
 * deposit today; static paths win over `/v1/cases/{id}` and `/v1/users/{id}`; notification preferences
 * send a push and a mail when a claimed case is ready again; level generation is refused with a key.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPushFake, type PushFake } from '../../test/push-fake.ts';
import { bearer, register, topUp, waitUntil } from '../../test/helper.ts';
import { eachTestApp } from '../../test/file-app.ts';

describe('daily and free cases', () => {
  let fake: PushFake;
  let outbox: string;
  beforeAll(async () => {
    fake = await startPushFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    outbox = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  });
  const t = eachTestApp(() => ({
    LEADERBOARDS_WORKER: 'false',
    DAILY_NOTIFY_MS: '0',
    PUSH_ENDPOINT_HOSTS: '127.0.0.1',
    MAIL_OUTBOX_DIR: outbox,
  }));

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (token: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('refuses the top-up daily case without a deposit today and a second opening within its cool-down', async () => {
    const p = await register(t.app);
    const locked = await post(p.token, '/v1/triggers/dailycasepay', { case_id: 'daily-deposit' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ data: { code: 'deposit_today_required' } });
    const triggers = await get('/v1/triggers', p.token);
    expect(triggers.json()).toMatchObject({
      triggers: [{ type: 'dailycasepay', unlocked: false, min_deposit: 100 }],
    });

    await topUp(t.app, p.token, 100);
    const first = await post(p.token, '/v1/triggers/dailycasepay', { case_id: 'daily-deposit' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ drop: { inventory_item_id: expect.any(String) } });
    const second = await post(p.token, '/v1/triggers/dailycasepay', { case_id: 'daily-deposit' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ data: { code: 'case_not_available' } });
    const viaOpen = await post(p.token, '/v1/cases/daily-deposit/open', { multi_open: 1 });
    expect(viaOpen.statusCode).toBe(409);

    const daily = await get('/v1/cases/daily', p.token);
    const card = daily
      .json<{ cases: { slug: string; condition: string; ready_at: string | null }[] }>()
      .cases.find((c) => c.slug === 'daily-deposit');
    expect(card?.condition).toBe('deposit_today');
    expect(Date.parse(card!.ready_at!)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const other = await post(p.token, '/v1/triggers/dailycasepay', { case_id: 'starter' });
    expect(other.statusCode).toBe(404);
  });

  it('answers the static paths themselves instead of the /{id} routes', async () => {
    const p = await register(t.app);
    const free = await get('/v1/cases/free');
    expect(free.statusCode).toBe(200);
    expect(free.json<{ cases: { slug: string }[] }>().cases.map((c) => c.slug)).toEqual([
      'daily-gift',
      'daily-deposit',
    ]);
    const daily = await get('/v1/cases/daily', p.token);
    expect(daily.statusCode).toBe(200);
    expect(
      daily.json<{ cases: { condition: string }[] }>().cases.map((c) => c.condition),
    ).toContain('level');
    const info = await get('/v1/cases/daily/info', p.token);
    expect(info.json()).toMatchObject({ level: 1, has_deposit: false, deposited_today: false });
    expect((await get('/v1/cases/arcane/count')).json()).toEqual({ count: 0 });
    expect((await get('/v1/users/socials')).statusCode).toBe(200);
    const popup = await get('/v1/popup/info', p.token);
    expect(popup.json()).toMatchObject({ leaderboard_reward: null, daily_case: { ready: false } });
    const generate = await post(p.token, '/v1/users/level/generate');
    expect(generate.statusCode).toBe(409);
    expect(generate.json()).toMatchObject({ data: { code: 'level_generated' } });
  });

  it('sends a push and a mail once when a claimed daily case is ready again', async () => {
    const p = await register(t.app);
    const prefs = await get('/v1/notifications/daily-cases/get-preferences', p.token);
    expect(prefs.json()).toEqual({ subscriptions: { push: false, email: false } });
    const noMail = await post(p.token, '/v1/notifications/daily-cases/update-preferences', {
      subscriptions: { email: true },
    });
    expect(noMail.json()).toMatchObject({ data: { code: 'email_not_confirmed' } });
    // A confirmed address, a subscribed browser, both preferences on.
    await t.db.execute(
      sql`insert into user_emails (user_id, email, token_hash, confirmed_at) values (${Number(p.userId)}, 'p@example.com', 'h', now())`,
    );
    const sub = fake.subscribe();
    await post(p.token, '/v1/push/subscribe', sub);
    const on = await post(p.token, '/v1/notifications/daily-cases/update-preferences', {
      subscriptions: { push: true, email: true },
    });
    expect(on.json()).toEqual({ subscriptions: { push: true, email: true } });

    await topUp(t.app, p.token, 100);
    expect((await post(p.token, '/v1/cases/daily-gift/open', { multi_open: 1 })).statusCode).toBe(
      200,
    );
    expect(await t.app.dailyNotifier.sweep()).toBe(0); // not ready yet
    await t.db.execute(
      sql`update free_case_claims set last_opened_at = now() - interval '24 hours 1 minute' where user_id = ${Number(p.userId)}`,
    );
    const [a, b] = await Promise.all([t.app.dailyNotifier.sweep(), t.app.dailyNotifier.sweep()]);
    expect(a + b).toBe(1);
    expect(await t.app.dailyNotifier.sweep()).toBe(0);
    const path0 = new URL(sub.endpoint).pathname;
    // Besides the subscription's first notification ("Уведомления включены", push.test.ts).
    const daily = () =>
      fake.received.filter((m) => m.endpoint === path0 && m.message.tag === 'daily-case');
    await waitUntil(() => Promise.resolve(daily().length > 0));
    expect(daily().map((m) => m.message)).toEqual([
      {
        title: 'Ежедневный кейс готов',
        body: '«Ежедневный подарок» снова можно открыть.',
        url: '/daily-cases',
        tag: 'daily-case',
      },
    ]);
    expect(readdirSync(outbox)).toHaveLength(1);
  });
});
