/**
 * Missions earned with an identity pay once per identity across accounts (issue 13 missions; a farm of
 * fresh accounts sharing one trade link or one e-mail earned the reward on each): the second account
 * with the same Steam trade link's partner, or the same confirmed e-mail in any case, gets 409
 * mission_identity_used and nothing — also when several accounts claim at once.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, ledgerCheck, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp({ LEADERBOARDS_WORKER: 'false' });

const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const claim = (p: { token: string; userId: string }, type: string) =>
  post(p.token, `/v1/users/missions/social/${p.userId}/${type}`);
const link = (partner: number | string, token: string) =>
  `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=${token}`;
const rewards = async (userId: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ledger where user_id = ${Number(userId)} and reason = 'mission_reward'`,
    )
  )[0]!.n;

describe('missions earned with a trade link or an e-mail', () => {
  it('pays the trade-link mission once per Steam partner, even with another token in the link', async () => {
    const [a, b, c] = [await register(t.app), await register(t.app), await register(t.app)];
    await post(a.token, '/v1/users/set/steam/data', { link: link(123456, 'AbCd1234') });
    await post(b.token, '/v1/users/set/steam/data', { link: link(123456, 'Other999') });
    await post(c.token, '/v1/users/set/steam/data', { link: link(654321, 'AbCd1234') });
    expect((await claim(a, 'trade_link')).statusCode).toBe(200);
    const second = await claim(b, 'trade_link');
    expect([second.statusCode, second.json().data.code]).toEqual([409, 'mission_identity_used']);
    expect((await claim(c, 'trade_link')).statusCode).toBe(200);
    expect([await rewards(a.userId), await rewards(b.userId), await rewards(c.userId)]).toEqual([
      1, 0, 1,
    ]);
    expect(await ledgerCheck(t.db, b.userId)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('takes a partner written with leading zeros for the same account (issue 26)', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => register(t.app)));
    const partners = ['424242', '0424242', '00424242', '000424242', '0000000424242'];
    for (const [i, p] of players.entries()) {
      const saved = await post(p.token, '/v1/users/set/steam/data', {
        link: link(partners[i]!, `Token00${i}`),
      });
      expect(saved.statusCode).toBe(200);
    }
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: bearer(players[2]!.token),
    });
    expect(me.json().steam.link).toBe(
      'https://steamcommunity.com/tradeoffer/new/?partner=424242&token=Token002',
    );
    const answers = [];
    for (const p of players) answers.push(await claim(p, 'trade_link'));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 409, 409, 409, 409]);
    const paid = await Promise.all(players.map((p) => rewards(p.userId)));
    expect(paid).toEqual([1, 0, 0, 0, 0]);
  });

  it('refuses a partner that is no SteamID32 (zero or past 2^32 - 1)', async () => {
    const p = await register(t.app);
    for (const partner of ['0', '0000', '4294967296', '76561197960689970']) {
      const res = await post(p.token, '/v1/users/set/steam/data', {
        link: link(partner, 'Token000'),
      });
      expect([res.statusCode, res.json().data.code], partner).toEqual([400, 'steamUrlValidation']);
    }
    const claimed = await claim(p, 'trade_link');
    expect(claimed.statusCode).toBe(409);
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('lets one of six accounts sharing a link claim at once', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => register(t.app)));
    for (const p of players)
      await post(p.token, '/v1/users/set/steam/data', { link: link(777777, 'Shared01') });
    const answers = await Promise.all(players.map((p) => claim(p, 'trade_link')));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((x) => x.statusCode === 409))
      expect(r.json().data.code).toBe('mission_identity_used');
    const paid = await Promise.all(players.map((p) => rewards(p.userId)));
    expect(paid.reduce((s, n) => s + n, 0)).toBe(1);
  });

  it('pays the e-mail mission once per confirmed address, whatever its case', async () => {
    const [a, b] = [await register(t.app), await register(t.app)];
    for (const [p, email] of [
      [a, 'farm@example.com'],
      [b, 'Farm@Example.com'],
    ] as const)
      await queryRows(
        t.db,
        sql`insert into user_emails (user_id, email, token_hash, confirmed_at)
            values (${Number(p.userId)}, ${email}, ${`h-${p.userId}`}, now())`,
      );
    expect((await claim(a, 'email')).statusCode).toBe(200);
    const second = await claim(b, 'email');
    expect([second.statusCode, second.json().data.code]).toEqual([409, 'mission_identity_used']);
    const items = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from inventory_items where user_id = ${Number(b.userId)}`,
    );
    expect(items[0]!.n).toBe(0);
  });
});
