/**
 * Missions (issue 13): a reward claimed 10 times in parallel pays once; the e-mail mission through a
 * real mail in the outbox; social pages followed after the check delay, paying nothing; the progress rules and
 * refusals.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, ledgerCheck, queryRows, register } from '../../test/helper.ts';
import { eachTestApp } from '../../test/file-app.ts';
import { TRADE_LINK } from '../../test/withdrawal-fixtures.ts';

describe('missions', () => {
  let outbox: string;
  beforeEach(() => {
    outbox = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  });
  const t = eachTestApp(() => ({
    LEADERBOARDS_WORKER: 'false',
    MAIL_OUTBOX_DIR: outbox,
    // An hour: no test lives that long, so the delay passes only when a test moves the visit back by it.
    SOCIAL_CHECK_DELAY_S: '3600',
    PUBLIC_URL: 'http://shop.test',
  }));

  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (token: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const missions = async (token: string) =>
    (await get(token, '/v1/users/missions/social')).json<{
      missions: {
        type: string;
        progress: number;
        claimed: boolean;
        prize: { kind: string } | null;
      }[];
    }>().missions;

  it('pays a mission reward once when it is claimed 10 times in parallel', async () => {
    const p = await register(t.app);
    const early = await post(p.token, `/v1/users/missions/social/${p.userId}/trade_link`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, data: { code: 'mission_not_done' } });

    await post(p.token, '/v1/users/set/steam/data', { link: TRADE_LINK });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(p.token, `/v1/users/missions/social/${p.userId}/trade_link`),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(r.json()).toMatchObject({ data: { code: 'mission_claimed' } });
    const rows = await queryRows<{ amount: string }>(
      t.db,
      sql`select amount::text from ledger where user_id = ${Number(p.userId)} and reason = 'mission_reward'`,
    );
    expect(rows).toEqual([{ amount: '500' }]);
    const check = await ledgerCheck(t.db, p.userId);
    expect(check).toEqual({ balance: 500, ledgerSum: 500 });
    expect((await missions(p.token)).find((m) => m.type === 'trade_link')).toMatchObject({
      progress: 3,
      claimed: true,
    });
    const ops = await get(p.token, '/v1/users/operations');
    expect(ops.json<{ operations: { type: string }[] }>().operations[0]?.type).toBe(
      'mission_reward',
    );
  });

  it('sends a real confirmation mail; the link completes the e-mail mission, which pays a case drop', async () => {
    const p = await register(t.app);
    // The profile's `personal` (spec 000 §3, issue 45): no e-mail until one is confirmed; the request's address
    // and the country the shop takes it for.
    const me = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/users/me',
          headers: { ...bearer(p.token), 'accept-language': 'kk-KZ,kk;q=0.9' },
          remoteAddress: '203.0.113.7',
        })
      ).json<{ personal: Record<string, string | null> }>().personal;
    expect(await me()).toEqual({
      first_name: null,
      last_name: null,
      email: null,
      city: null,
      country: 'KZ',
      ip: '203.0.113.7',
    });
    const bad = await post(p.token, '/v1/users/send-email', { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    const sent = await post(p.token, '/v1/users/send-email', { email: 'Player@Example.com' });
    expect(sent.json()).toMatchObject({ data: { status: 'pending', progress: 1 } });
    const again = await post(p.token, '/v1/users/send-email', { email: 'player@example.com' });
    expect(again.json()).toMatchObject({ data: { code: 'tooManyRequests' } });

    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    // The message as sent, its quoted-printable parts decoded (soft line breaks, =XX bytes).
    const mail = readFileSync(path.join(outbox, files[0]!), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    expect(mail).toMatch(/^To: player@example\.com$/m);
    expect(mail).toMatch(/^Subject: /m);
    const token = /confirm\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(token).toBeTruthy();

    const confirm = await t.app.inject({
      method: 'GET',
      url: `/v1/users/email/confirm?token=${token}`,
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('/bonuses?email=confirmed');
    const reused = await t.app.inject({
      method: 'GET',
      url: `/v1/users/email/confirm?token=${token}`,
    });
    expect(reused.headers.location).toBe('/bonuses?email=invalid');

    expect((await missions(p.token)).find((m) => m.type === 'email')).toMatchObject({
      progress: 3,
    });
    const claim = await post(p.token, `/v1/users/missions/social/${p.userId}/email`);
    expect(claim.json()).toMatchObject({ data: { status: 'claimed', progress: 3 } });
    const [drop] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from inventory_items where user_id = ${Number(p.userId)} and source = 'Case'`,
    );
    expect(drop!.n).toBe(1);
    const socials = await get(p.token, `/v1/users/socials?user_id=${p.userId}`);
    expect(socials.json()).toMatchObject({
      email: { address: 'player@example.com', confirmed: true },
    });
    expect((await me()).email).toBe('player@example.com');
  });

  it('counts a social page as followed after the visit and the delay, and pays nothing for it (decision 024)', async () => {
    const p = await register(t.app);
    const first = await post(p.token, '/v1/users/socials/check', { type: 'telegram' });
    expect(first.json()).toMatchObject({ data: { status: 'pending', progress: 1 } });
    // The visit was an hour ago (the delay is the test's input: it moves the visit back instead of waiting).
    await queryRows(
      t.db,
      sql`update user_missions set started_at = started_at - interval '3600 seconds'
          where user_id = ${Number(p.userId)} and type = 'telegram'`,
    );
    const done = await post(p.token, '/v1/users/socials/check', { type: 'telegram' });
    expect(done.json()).toMatchObject({ data: { status: 'done', progress: 3 } });
    const claim = await post(p.token, `/v1/users/missions/social/${p.userId}/telegram`);
    expect([claim.statusCode, claim.json()]).toMatchObject([
      409,
      { data: { code: 'mission_unverified' } },
    ]);
    const me = await get(p.token, '/v1/users/me');
    expect(me.json<{ finance: { coin_balance: number } }>().finance.coin_balance).toBe(0);
    expect((await missions(p.token)).find((m) => m.type === 'telegram')).toMatchObject({
      progress: 3,
      claimed: false,
      prize: null,
    });
  });

  it('lists every mission; another player id is refused; pushPWA is the install bonus', async () => {
    const p = await register(t.app);
    const other = await register(t.app);
    const list = await missions(p.token);
    expect(list.map((m) => m.type)).toEqual([
      'push',
      'pushPWA',
      'vk',
      'telegram',
      'youtube',
      'trade_link',
      'email',
    ]);
    expect(list.filter((m) => !(m.progress === 0 && !m.claimed))).toEqual([]);
    const foreign = await get(p.token, `/v1/users/missions/social/${other.userId}`);
    expect(foreign.statusCode).toBe(403);
    await get(p.token, '/v1/bonus/pwa');
    expect((await missions(p.token)).find((m) => m.type === 'pushPWA')).toMatchObject({
      progress: 3,
      claimed: true,
    });
    const anon = await t.app.inject({ method: 'GET', url: '/v1/users/socials' });
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toMatchObject({
      email: null,
      socials: [{ type: 'vk', subscribed: null }, {}, {}],
    });
  });
});
