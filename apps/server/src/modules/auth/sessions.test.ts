/** Issue 8 "Sign-in": sessions that expire (sliding), can be listed and revoked, and end on a password change. */
import { describe, expect, it } from 'vitest';
import { bearer, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp({ SESSION_TTL_DAYS: '30' });

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) });
const login = async (login: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { login, password },
      headers: { 'user-agent': 'Second browser' },
    })
  ).json<{ access_token: string }>().access_token;
const sessions = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/v1/auth/sessions', headers: bearer(token) })).json<{
    sessions: { id: string; current: boolean; user_agent: string | null; expires_at: string }[];
  }>().sessions;
const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('sessions', () => {
  it('expire after their lifetime, and each use slides the expiry forward', async () => {
    const p = await register(t.app);
    const [row] = await sessions(p.token);
    const days = (Date.parse(row!.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // Unused for a while, close to its end: the next call extends it by the full lifetime.
    await queryRows(
      t.db,
      `update sessions set last_used_at = now() - interval '20 days', expires_at = now() + interval '10 days' where user_id = ${p.userId}`,
    );
    expect((await me(p.token)).statusCode).toBe(200);
    const [slid] = await sessions(p.token);
    expect((Date.parse(slid!.expires_at) - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
    // Past its end it no longer signs anybody in.
    await queryRows(
      t.db,
      `update sessions set expires_at = now() - interval '1 second' where user_id = ${p.userId}`,
    );
    const gone = await me(p.token);
    expect([gone.statusCode, gone.json().data.code]).toEqual([401, 'authentication']);
  });

  it('lists a player’s own sessions and revokes one, or all the others', async () => {
    const p = await register(t.app);
    const second = await login(p.login, p.password);
    const third = await login(p.login, p.password);
    const list = await sessions(p.token);
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.user_agent)).toContain('Second browser');
    const secondId = (await sessions(second)).find((s) => s.current)!.id;
    // Another player cannot see or end it.
    const other = await register(t.app);
    expect((await sessions(other.token)).map((s) => s.id)).not.toContain(secondId);
    const foreign = await post(other.token, '/v1/auth/sessions/revoke', { id: secondId });
    expect([foreign.statusCode, foreign.json().data.code]).toEqual([404, 'dataNotFound']);
    expect((await me(second)).statusCode).toBe(200);
    // The owner can.
    expect((await post(p.token, '/v1/auth/sessions/revoke', { id: secondId })).statusCode).toBe(
      200,
    );
    expect((await me(second)).statusCode).toBe(401);
    const others = await post(p.token, '/v1/auth/sessions/revoke-others');
    expect(others.json()).toEqual({ success: true, revoked: 1 });
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(p.token)).statusCode).toBe(200);
    expect((await post(p.token, '/v1/auth/sessions/revoke', { id: 'nope' })).statusCode).toBe(400);
  });

  it('a password change needs the current password and ends every other session', async () => {
    const p = await register(t.app);
    const elsewhere = await login(p.login, p.password);
    const wrong = await post(p.token, '/v1/auth/password', {
      current_password: 'not-it',
      new_password: 'a-new-password-1',
    });
    expect([wrong.statusCode, wrong.json().data.code]).toEqual([400, 'wrong_password']);
    expect((await me(elsewhere)).statusCode).toBe(200);
    const short = await post(p.token, '/v1/auth/password', {
      current_password: p.password,
      new_password: 'short',
    });
    expect(short.statusCode).toBe(400);
    const ok = await post(p.token, '/v1/auth/password', {
      current_password: p.password,
      new_password: 'a-new-password-1',
    });
    expect(ok.json()).toEqual({ success: true, revoked: 1 });
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(p.token)).statusCode).toBe(200);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { login: p.login, password: p.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    expect(await login(p.login, 'a-new-password-1')).toEqual(expect.any(String));
  });

  it('costs the same to refuse a wrong password as an unknown login', async () => {
    const p = await register(t.app);
    const time = async (loginName: string) => {
      const started = process.hrtime.bigint();
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { login: loginName, password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      wrong.push(await time(p.login));
      unknown.push(await time(`nobody_${i}`));
    }
    // Both run one argon2id verification: an unknown login is not several times faster.
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.5);
  });
});
