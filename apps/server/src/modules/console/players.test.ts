/**
 * Issue 30 "Players, money, withdrawals": finding a player by id, login, nickname and e-mail; the profile's
 * figures; a balance adjustment through the ledger by owner or admin only, with one audit entry whose id is the
 * ledger row's reference, refused below zero with nothing written; block (sessions end, no new sign-in, money and
 * items kept) and unblock, each audited; revoking every session. Staff cannot mint money for themselves or
 * each other, nor reach a higher role's account (issue 44).
 */
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { bearer, ledgerCheck, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { putOrdinary } from '../../test/inventory-fixtures.ts';

const t = fileTestApp();

const as = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const answer = (res: { statusCode: number; json(): { data?: { code: string } } }) => [
  res.statusCode,
  res.json().data?.code,
];
const audits = (userId: string) =>
  queryRows<{ id: string; action: string; after: unknown }>(
    t.db,
    `select id::text, action, after from audit_log where target = 'user:${userId}' order by id`,
  );

describe('players in the console', () => {
  it('finds a player by id, login and nickname, and shows the profile', async () => {
    const admin = await signedInStaff(t.app, t.db, 'support');
    const p = await register(t.app);
    await topUp(t.app, p.token, 250);
    await putOrdinary(t.db, p.userId, 2);
    for (const q of [p.userId, p.login, p.login.slice(3, 10).toUpperCase()]) {
      const res = await as(admin.cookie, 'GET', `/v1/admin/players?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().players.map((x: { user_id: string }) => x.user_id)).toContain(p.userId);
    }
    const none = await as(admin.cookie, 'GET', '/v1/admin/players?q=%25%25%25');
    expect(none.json().players).toEqual([]);
    const profile = (await as(admin.cookie, 'GET', `/v1/admin/players/${p.userId}`)).json();
    expect(profile).toMatchObject({
      player: { user_id: p.userId, login: p.login, blocked: false },
      deposits_total: 250,
      items_active: 2,
      role: null,
      self_excluded: false,
    });
    expect(profile.sessions.length).toBeGreaterThan(0);
    const page = (await as(admin.cookie, 'GET', `/v1/admin/players/${p.userId}/ledger`)).json();
    expect(page.rows[page.rows.length - 1]).toMatchObject({
      reason: 'topup',
      amount: 250,
      currency: 'RUB',
    });
    for (const id of ['0', 'abc', '99999999'])
      expect((await as(admin.cookie, 'GET', `/v1/admin/players/${id}`)).statusCode).toBe(404);
  });

  it('adjusts a balance through the ledger, owner and admin only, one audit entry each', async () => {
    const admin = await signedInStaff(t.app, t.db, 'admin');
    const support = await signedInStaff(t.app, t.db, 'support');
    const p = await register(t.app);
    await topUp(t.app, p.token, 100);
    const before = await ledgerCheck(t.db, p.userId);
    const url = `/v1/admin/players/${p.userId}/adjust`;
    const refused = await as(support.cookie, 'POST', url, {
      currency: 'RUB',
      amount: 5,
      reason: 'goodwill',
    });
    expect([refused.statusCode, refused.json().data.code]).toEqual([403, 'console_forbidden']);
    const plus = await as(admin.cookie, 'POST', url, {
      currency: 'RUB',
      amount: 12.34,
      reason: 'stuck withdrawal',
    });
    expect(plus.statusCode).toBe(200);
    const minus = await as(admin.cookie, 'POST', url, {
      currency: 'RUB',
      amount: -2.34,
      reason: 'double credit',
    });
    const coins = await as(admin.cookie, 'POST', url, {
      currency: 'COIN',
      amount: 40,
      reason: 'event prize',
    });
    expect([minus.statusCode, coins.statusCode]).toEqual([200, 200]);
    const after = await ledgerCheck(t.db, p.userId);
    expect(after.balance).toBe(before.balance + 1000);
    expect(after.ledgerSum).toBe(after.balance);
    expect(plus.json().balance).toBe((before.balance + 1234) / 100);
    expect(coins.json().coin_balance).toBe(40);
    const tooMuch = await as(admin.cookie, 'POST', url, {
      currency: 'RUB',
      amount: -1_000_000,
      reason: 'oops',
    });
    expect([tooMuch.statusCode, tooMuch.json().data.code]).toEqual([409, 'balance_error']);
    expect((await ledgerCheck(t.db, p.userId)).balance).toBe(after.balance);
    const entries = await audits(p.userId);
    expect(entries.map((e) => e.action)).toEqual([
      'player.adjust',
      'player.adjust',
      'player.adjust',
    ]);
    const refs = await queryRows<{ reference: string }>(
      t.db,
      `select reference from ledger where user_id = ${Number(p.userId)} and reason = 'adjustment' order by id`,
    );
    expect(refs.map((r) => r.reference)).toEqual(entries.map((e) => `audit:${e.id}`));
    for (const bad of [
      { currency: 'RUB', amount: 0, reason: 'zero' },
      { currency: 'RUB', amount: 1.234, reason: 'three decimals' },
      { currency: 'COIN', amount: 1.5, reason: 'half a coin' },
      { currency: 'USD', amount: 1, reason: 'dollars' },
      { currency: 'RUB', amount: 1, reason: '' },
      { currency: 'RUB', amount: 'NaN', reason: 'nan' },
      { currency: 'RUB', amount: 1e12, reason: 'huge' },
    ])
      expect((await as(admin.cookie, 'POST', url, bad)).statusCode).toBe(400);
    expect((await audits(p.userId)).length).toBe(3);
  });

  it('blocks a player: sessions end, no new sign-in, nothing lost; unblocks; each audited', async () => {
    const admin = await signedInStaff(t.app, t.db, 'admin');
    const p = await register(t.app);
    await topUp(t.app, p.token, 300);
    await putOrdinary(t.db, p.userId, 1);
    const before = await ledgerCheck(t.db, p.userId);
    const blocked = await as(admin.cookie, 'POST', `/v1/admin/players/${p.userId}/block`, {
      reason: 'chargeback',
    });
    expect(blocked.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(p.token) }))
        .statusCode,
    ).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { login: p.login, password: p.password },
    });
    expect([signIn.statusCode, signIn.json().data.code]).toEqual([403, 'user_blocked']);
    expect((await ledgerCheck(t.db, p.userId)).balance).toBe(before.balance);
    const profile = (await as(admin.cookie, 'GET', `/v1/admin/players/${p.userId}`)).json();
    expect(profile).toMatchObject({
      player: { blocked: true },
      blocked_reason: 'chargeback',
      items_active: 1,
    });
    await as(admin.cookie, 'POST', `/v1/admin/players/${p.userId}/unblock`);
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { login: p.login, password: p.password },
    });
    expect(again.statusCode).toBe(200);
    const token = again.json().access_token as string;
    await as(admin.cookie, 'POST', `/v1/admin/players/${p.userId}/sessions/revoke`);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    expect((await audits(p.userId)).map((e) => e.action)).toEqual([
      'player.block',
      'player.unblock',
      'player.sessions_revoke',
    ]);
    expect(
      (await as(admin.cookie, 'POST', `/v1/admin/players/${p.userId}/block`, {})).statusCode,
    ).toBe(400);
  });

  it('refuses an adjustment that rounds to 0 kopecks, writing nothing', async () => {
    const admin = await signedInStaff(t.app, t.db, 'admin');
    const p = await register(t.app);
    await topUp(t.app, p.token, 100);
    const before = await ledgerCheck(t.db, p.userId);
    const rows = () =>
      queryRows<{ id: string }>(
        t.db,
        `select id::text from ledger where user_id = ${Number(p.userId)}`,
      );
    const rowsBefore = await rows();
    const url = `/v1/admin/players/${p.userId}/adjust`;
    for (const amount of [1e-320, -1e-320, 1e-9, 0.001, -0.004])
      expect(
        answer(await as(admin.cookie, 'POST', url, { currency: 'RUB', amount, reason: 'dust' })),
        String(amount),
      ).toEqual([400, 'dataNotFound']);
    expect(await ledgerCheck(t.db, p.userId)).toEqual(before);
    expect(await rows()).toEqual(rowsBefore);
    expect(await audits(p.userId)).toEqual([]);
    // The smallest amount there is still goes through.
    const cent = await as(admin.cookie, 'POST', url, {
      currency: 'RUB',
      amount: 0.01,
      reason: 'cent',
    });
    expect([cent.statusCode, cent.json().balance]).toEqual([200, (before.balance + 1) / 100]);
  });

  it('adjusts no staff account, its own or another, and lets no role block or sign out a higher one', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const admin = await signedInStaff(t.app, t.db, 'admin');
    const support = await signedInStaff(t.app, t.db, 'support');
    const refused = async (cookie: string, url: string, payload?: object) => {
      const res = await as(cookie, 'POST', url, payload);
      expect([res.statusCode, res.json().data?.code], url).toEqual([403, 'console_forbidden']);
    };
    const credit = { currency: 'RUB', amount: 5000, reason: 'test' };
    const state = () =>
      Promise.all(
        [owner, admin, support].map(async (s) => [
          await ledgerCheck(t.db, s.userId),
          await audits(s.userId),
        ]),
      );
    const before = await state();
    // Its own account, another staff member's of a lower role, of a higher role: all refused.
    await refused(admin.cookie, `/v1/admin/players/${admin.userId}/adjust`, credit);
    await refused(admin.cookie, `/v1/admin/players/${support.userId}/adjust`, credit);
    await refused(owner.cookie, `/v1/admin/players/${owner.userId}/adjust`, credit);
    await refused(owner.cookie, `/v1/admin/players/${admin.userId}/adjust`, credit);
    // An admin cannot block the owner or end the owner's sessions.
    await refused(admin.cookie, `/v1/admin/players/${owner.userId}/block`, {
      reason: 'chargeback',
    });
    await refused(admin.cookie, `/v1/admin/players/${owner.userId}/sessions/revoke`);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(200);
    // Nothing was written: the same balances, ledgers and audit entries.
    expect(await state()).toEqual(before);
    // A role may still act on an equal or lower one's account: the owner blocks the support member.
    expect(
      (
        await as(owner.cookie, 'POST', `/v1/admin/players/${support.userId}/block`, {
          reason: 'left',
        })
      ).statusCode,
    ).toBe(200);
    expect((await audits(support.userId)).map((e) => e.action).slice(-1)).toEqual(['player.block']);
  });

  it('ends a blocked staff member’s console at once and lets them not sign in to it again', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const admin = await signedInStaff(t.app, t.db, 'admin');
    const consoleCall = () => as(admin.cookie, 'GET', '/v1/admin/players?q=x');
    expect((await consoleCall()).statusCode).toBe(200);
    const blocked = await as(owner.cookie, 'POST', `/v1/admin/players/${admin.userId}/block`, {
      reason: 'left the team',
    });
    expect(blocked.statusCode).toBe(200);
    // The session the admin already holds answers as if there were no console.
    expect([(await consoleCall()).statusCode, (await consoleCall()).json().data.code]).toEqual([
      404,
      'dataNotFound',
    ]);
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/admin/auth/login',
        payload: { login: admin.login, password: admin.password },
      });
    expect((await signIn()).statusCode).toBe(404);
    // Unblocked, they sign in to the console again (the password step).
    await as(owner.cookie, 'POST', `/v1/admin/players/${admin.userId}/unblock`);
    expect((await signIn()).statusCode).toBe(200);
  });

  it('ends a staff member’s console sessions when their password changes', async () => {
    const admin = await signedInStaff(t.app, t.db, 'admin');
    const consoleCall = () => as(admin.cookie, 'GET', '/v1/admin/players?q=x');
    expect((await consoleCall()).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/password',
      headers: bearer(admin.token),
      payload: { current_password: admin.password, new_password: 'a-new-password-123' },
    });
    expect(changed.statusCode).toBe(200);
    expect([(await consoleCall()).statusCode, (await consoleCall()).json().data.code]).toEqual([
      404,
      'dataNotFound',
    ]);
    // The new password opens the console again (its password step).
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/auth/login',
      payload: { login: admin.login, password: 'a-new-password-123' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
