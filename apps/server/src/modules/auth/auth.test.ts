import { describe, expect, it } from 'vitest';
import { bearer, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();

describe('auth', () => {
  it('quick registration gives credentials that sign in, and revoke ends the session', async () => {
    const p = await register(t.app);
    expect(p.login).toMatch(/^player_/);
    expect(p.password.length).toBeGreaterThanOrEqual(12);

    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { login: p.login, password: p.password },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ access_token: string }>().access_token;
    expect(token).not.toBe(p.token);

    const me = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({
      user_id: p.userId,
      nickname: p.login,
      finance: { balance: 0, currency: 'RUB' },
    });

    const revoke = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/revoke',
      headers: bearer(token),
    });
    expect(revoke.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      success: false,
      data: { code: 'authentication', message: expect.any(String) },
    });
    // The other session stays valid.
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(p.token) }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses quick registration without the 18+ and user-agreement confirmations', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(t.db, 'select count(*)::int as n from users'))[0]?.n;
    const before = await count();
    for (const payload of [
      undefined,
      {},
      { age_confirmed: true },
      { terms_accepted: true },
      { age_confirmed: true, terms_accepted: false },
      { age_confirmed: 'true', terms_accepted: 'true' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/registration/quick',
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ data: { code: string } }>().data.code).toMatch(
        /^(terms_not_accepted|dataNotFound)$/,
      );
    }
    const bare = await t.app.inject({ method: 'POST', url: '/v1/auth/registration/quick' });
    expect(bare.json<{ data: { code: string } }>().data.code).toBe('terms_not_accepted');
    expect(await count()).toBe(before);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/registration/quick',
      payload: { age_confirmed: true, terms_accepted: true },
    });
    expect(ok.statusCode).toBe(200);
    expect(await count()).toBe((before ?? 0) + 1);
  });

  it('refuses a wrong password and an unknown login alike', async () => {
    const p = await register(t.app);
    for (const payload of [
      { login: p.login, password: 'wrong-password' },
      { login: 'nobody_here', password: p.password },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().data.code).toBe('authentication');
    }
  });

  it('stores neither the password nor the token in clear', async () => {
    const p = await register(t.app);
    const rows = await queryRows<{ password_hash: string }>(
      t.db,
      `select password_hash from users where login = '${p.login}'`,
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    const sessions = await queryRows<{ token_hash: string }>(
      t.db,
      'select token_hash from sessions',
    );
    expect(sessions.map((r) => r.token_hash)).not.toContain(p.token);
  });

  it('shows only public fields of another user', async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${a.userId}`,
      headers: bearer(b.token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ user_id: a.userId, nickname: a.login, level: 1 });
    expect(body).not.toHaveProperty('finance');
    expect(body).not.toHaveProperty('steam');
    expect(body).not.toHaveProperty('personal');
    const levels = await t.app.inject({ method: 'GET', url: `/v1/users/${a.userId}/levels` });
    expect(levels.json()).toMatchObject({ user_level: 1, current_exp: 0, exp_to_next_level: 100 });
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/99999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/abc' })).json().data.code).toBe(
      'userNotFound',
    );
  });
});
