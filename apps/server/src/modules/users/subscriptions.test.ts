/**
 * Issue 45 "Subscriptions" (spec 000 §3; domain api/subscriptions.ts): `GET /v1/subscriptions` lists the player's
 * personal channels (e-mail, Steam) with what each needs and the shop's public channels with their links;
 * `POST /v1/subscriptions` subscribes once the channel's need is met (409 email_not_confirmed, 409 steamUrlEmpty
 * before), keeps the first consent's time, and unsubscribes. Hostile bodies get 400, visitors 401, nothing written.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { TRADE_LINK } from '../../test/withdrawal-fixtures.ts';

const t = fileTestApp({ SOCIAL_TELEGRAM_URL: 'https://t.me/shop_news' });

interface Body {
  user: { channel: string; subscribed: boolean; since: string | null; requires: string | null }[];
  global: { channel: string; url: string }[];
}
const list = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/v1/subscriptions', headers: token ? bearer(token) : {} });
const set = (token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/subscriptions',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const code = (res: { statusCode: number; json: () => { data?: { code?: string } } }) => [
  res.statusCode,
  res.json().data?.code,
];
const rows = async (userId: string) =>
  (
    await queryRows<{ channel: string }>(
      t.db,
      `select channel from user_subscriptions where user_id = ${Number(userId)} order by channel`,
    )
  ).map((r) => r.channel);

describe('subscriptions (issue 45)', () => {
  it("lists the personal channels with what each needs and the shop's public channels", async () => {
    const p = await register(t.app);
    const res = await list(p.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toEqual({
      user: [
        { channel: 'email', subscribed: false, since: null, requires: 'confirmed_email' },
        { channel: 'steam', subscribed: false, since: null, requires: 'steam_link' },
      ],
      global: [
        { channel: 'steam', url: 'https://steamcommunity.com/groups/dotacases' },
        { channel: 'telegram', url: 'https://t.me/shop_news' },
        { channel: 'vk', url: 'https://vk.com/dotacases' },
      ],
    });
    expect(code(await list())).toEqual([401, 'authentication']);
    expect(code(await set(undefined, { channel: 'email', subscribed: true }))).toEqual([
      401,
      'authentication',
    ]);
  });

  it('subscribes once the need is met, keeps the first consent, unsubscribes; refuses before', async () => {
    const p = await register(t.app);
    expect(code(await set(p.token, { channel: 'email', subscribed: true }))).toEqual([
      409,
      'email_not_confirmed',
    ]);
    expect(code(await set(p.token, { channel: 'steam', subscribed: true }))).toEqual([
      409,
      'steamUrlEmpty',
    ]);
    expect(await rows(p.userId)).toEqual([]);

    await t.db.execute(
      sql`insert into user_emails (user_id, email, token_hash, confirmed_at) values (${Number(p.userId)}, 's@example.com', 'h', now())`,
    );
    const steamData = await t.app.inject({
      method: 'POST',
      url: '/v1/users/set/steam/data',
      headers: bearer(p.token),
      payload: { link: TRADE_LINK },
    });
    expect(steamData.statusCode, steamData.body).toBe(200);

    // Parallel subscribes of both channels: one row each, whatever the order.
    const answers = await Promise.all(
      ['email', 'steam', 'email', 'steam'].map((channel) =>
        set(p.token, { channel, subscribed: true }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const on = (await list(p.token)).json<Body>().user;
    expect(on.map((s) => [s.channel, s.subscribed, s.requires])).toEqual([
      ['email', true, null],
      ['steam', true, null],
    ]);
    expect(await rows(p.userId)).toEqual(['email', 'steam']);
    const since = on.find((s) => s.channel === 'email')!.since!;
    expect(Date.parse(since)).toBeGreaterThan(Date.now() - 60_000);

    // Subscribing again keeps the first consent's time.
    const again = await set(p.token, { channel: 'email', subscribed: true });
    expect(again.json<Body>().user.find((s) => s.channel === 'email')!.since).toBe(since);

    const off = await set(p.token, { channel: 'email', subscribed: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<Body>().user.map((s) => [s.channel, s.subscribed, s.since === null])).toEqual([
      ['email', false, true],
      ['steam', true, false],
    ]);
    expect(await rows(p.userId)).toEqual(['steam']);
    // Unsubscribing what is not subscribed changes nothing and answers the list.
    expect((await set(p.token, { channel: 'email', subscribed: false })).statusCode).toBe(200);
    expect(await rows(p.userId)).toEqual(['steam']);
  });

  it('refuses hostile bodies with 400, writing nothing', async () => {
    const p = await register(t.app);
    for (const body of [
      {},
      { channel: 'telegram', subscribed: true },
      { channel: 'vk', subscribed: true },
      { channel: 'email' },
      { channel: 'email', subscribed: 'yes' },
      { channel: 'email', subscribed: true, extra: 1 },
      { channel: ['email'], subscribed: true },
      'email',
      null,
    ]) {
      const res = await set(p.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
    expect(await rows(p.userId)).toEqual([]);
  });
});
