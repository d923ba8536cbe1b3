import { describe, expect, it } from 'vitest';
import { bearer, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { itemStatuses } from '../../test/inventory-fixtures.ts';
import { playerWithItems, TRADE_LINK } from '../../test/withdrawal-fixtures.ts';

const t = fileTestApp({ WITHDRAW_HOURLY_LIMIT: '6' });

const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const send = (token: string, ids: string[], method = 'trade') =>
  post(token, '/v1/inventory/senditem', { ids, method });
const code = (res: { json: () => { data: { code: string } } }) => res.json().data.code;
const statuses = (ids: string[]) => itemStatuses(t.db, ids);

describe('steam data (spec 000 §5)', () => {
  it('validates the trade link and the login with the spec keys', async () => {
    const p = await register(t.app);
    const url = '/v1/users/set/steam/data';
    expect(code(await post(p.token, url, { link: '' }))).toBe('steamUrlEmpty');
    expect(code(await post(p.token, url, { link: 'https://x.y/z' }))).toBe('steamUrlValidation');
    expect(code(await post(p.token, url, { login: 'ab' }))).toBe('steamLoginShort');
    expect(code(await post(p.token, url, { login: '1abc' }))).toBe('steamLoginLatinFirst');
    expect((await post(p.token, url, {})).statusCode).toBe(400);
    const ok = await post(p.token, url, { link: TRADE_LINK, login: 'gaben_1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'steamDataSaved' });
    const me = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(p.token) });
    expect(me.body).toContain('gaben_1');
  });

  it('refuses a Steam login already on STEAM_LOGIN_MAX_ACCOUNTS (3) other accounts: 409 steamLogin, nothing saved', async () => {
    const url = '/v1/users/set/steam/data';
    const [a, b, c, d] = await Promise.all([
      register(t.app),
      register(t.app),
      register(t.app),
      register(t.app),
    ]);
    for (const p of [a, b, c])
      expect((await post(p.token, url, { login: 'Shared_Login' })).statusCode).toBe(200);
    // The same login in other letters' case is the same login; the fourth account is refused, link and all.
    const refused = await post(d.token, url, { link: TRADE_LINK, login: 'shared_login' });
    expect([refused.statusCode, code(refused)]).toEqual([409, 'steamLogin']);
    const [row] = await queryRows<{ steam_link: string | null; steam_login: string | null }>(
      t.db,
      `select steam_link, steam_login from users where id = ${d.userId}`,
    );
    expect(row).toEqual({ steam_link: null, steam_login: null });
    // An account saving its own login again is not counted against itself.
    expect((await post(a.token, url, { login: 'SHARED_LOGIN' })).statusCode).toBe(200);
    // Once one of them moves to another login, a place is free again.
    expect((await post(b.token, url, { login: 'other_login' })).statusCode).toBe(200);
    expect((await post(d.token, url, { login: 'shared_login' })).statusCode).toBe(200);
  });

  it('lets at most 3 of 8 accounts saving one login at once have it', async () => {
    const url = '/v1/users/set/steam/data';
    const players = await Promise.all(Array.from({ length: 8 }, () => register(t.app)));
    const answers = await Promise.all(
      players.map((p) => post(p.token, url, { login: 'race_login' })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 409).map(code)).toEqual(
      Array(5).fill('steamLogin'),
    );
    const [n] = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from users where lower(steam_login) = 'race_login'`,
    );
    expect(n!.n).toBe(3);
  });
});

describe('POST /v1/inventory/senditem (spec 001 §4, §5, §8)', () => {
  it('moves the items to PREPARING with a 5-minute timer and one job each', async () => {
    const p = await playerWithItems(t.app, 2);
    const before = Date.now();
    const res = await send(p.token, p.ids);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { status: 'PREPARING' } });
    expect(await statuses(p.ids)).toEqual(['PREPARING', 'PREPARING']);
    const jobs = await queryRows<{ state: string; timer_ends_at: string }>(
      t.db,
      `select state, timer_ends_at::text from withdrawal_jobs where user_id = ${p.userId}`,
    );
    expect(jobs.map((j) => j.state)).toEqual(['PREPARING', 'PREPARING']);
    const ends = new Date(jobs[0]!.timer_ends_at).getTime() - before;
    expect(ends).toBeGreaterThanOrEqual(5 * 60_000 - 1_000);
    expect(ends).toBeLessThanOrEqual(5 * 60_000 + 5_000);
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/inventory/get?group=withdrawal',
      headers: bearer(p.token),
    });
    expect(list.json().total_item).toBe(2);
  });

  it('refuses items already in a withdrawal, and selling them', async () => {
    const p = await playerWithItems(t.app, 1);
    expect((await send(p.token, p.ids)).statusCode).toBe(200);
    const again = await send(p.token, p.ids);
    expect([again.statusCode, code(again)]).toEqual([409, 'inWithdrawalProcess']);
    const sell = await post(p.token, '/v1/inventory/sell', { id: p.ids[0] });
    expect([sell.statusCode, code(sell)]).toEqual([409, 'inventory']);
  });

  it('needs a trade link or a login for the method', async () => {
    const p = await playerWithItems(t.app, 1, false);
    const noLink = await send(p.token, p.ids);
    expect([noLink.statusCode, code(noLink)]).toEqual([400, 'no_link']);
    const noLogin = await send(p.token, p.ids, 'login');
    expect([noLogin.statusCode, code(noLogin)]).toEqual([400, 'no_login']);
    expect(await statuses(p.ids)).toEqual(['progress']);
  });

  it("answers 404 for another player's ids and changes nothing", async () => {
    const owner = await playerWithItems(t.app, 1);
    const thief = await playerWithItems(t.app, 1);
    const res = await send(thief.token, [owner.ids[0]!, thief.ids[0]!]);
    expect([res.statusCode, code(res)]).toEqual([404, 'invalidItem']);
    expect(await statuses([owner.ids[0]!, thief.ids[0]!])).toEqual(['progress', 'progress']);
    expect(code(await send(thief.token, ['abc']))).toBe('invalidItem');
  });

  it('caps a request at 10 items and a player at the hourly limit', async () => {
    const p = await playerWithItems(t.app, 8);
    const many = Array.from({ length: 11 }, (_, i) => String(i + 1));
    expect((await send(p.token, many)).statusCode).toBe(400);
    expect((await send(p.token, p.ids.slice(0, 5))).statusCode).toBe(200);
    const over = await send(p.token, p.ids.slice(5, 7));
    expect([over.statusCode, code(over)]).toEqual([429, 'tooManyWithdrawals']);
    expect(await statuses(p.ids.slice(5))).toEqual(['progress', 'progress', 'progress']);
  });

  it('needs a signed-in player', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/inventory/senditem',
      payload: { ids: ['1'], method: 'trade' },
    });
    expect(res.statusCode).toBe(401);
  });
});
