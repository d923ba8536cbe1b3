import { describe, expect, it } from 'vitest';
import { CONSENT, queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp({ RATE_LIMIT_SIGNUP_PER_MIN: '3', RATE_LIMIT_LOGIN_PER_MIN: '2' });

const quick = () =>
  t.app.inject({ method: 'POST', url: '/v1/auth/registration/quick', payload: CONSENT });
const signIn = (login: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { login, password } });
const users = async () =>
  (await queryRows<{ n: number }>(t.db, 'select count(*)::int as n from users'))[0]?.n ?? 0;

describe('sign-up and sign-in rate limits', () => {
  it('refuses the sign-up over the per-minute limit with 429 tooManyRequests and creates nobody', async () => {
    const first = await Promise.all([quick(), quick(), quick()]);
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const before = await users();
    const over = await quick();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      success: false,
      data: { code: 'tooManyRequests', message: expect.any(String) },
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await users()).toBe(before);
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/registration/quick',
      payload: CONSENT,
      remoteAddress: '10.1.2.3',
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits password attempts per address and login, not per address alone', async () => {
    // This file's sign-up limit for 127.0.0.1 is spent above: sign up from another address.
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/registration/quick',
      payload: CONSENT,
      remoteAddress: '10.9.9.9',
    });
    const victim = res.json<{ login: string; password: string }>();
    expect((await signIn(victim.login, 'wrong-password-1')).statusCode).toBe(401);
    expect((await signIn(victim.login, 'wrong-password-2')).statusCode).toBe(401);
    const locked = await signIn(victim.login, victim.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ data: { code: string } }>().data.code).toBe('tooManyRequests');
    // The same address may still try another login.
    expect((await signIn('someone_else', 'x')).statusCode).toBe(401);
  });
});
