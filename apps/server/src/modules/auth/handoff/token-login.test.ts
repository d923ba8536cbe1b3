/**
 * Issue 45: `POST /v1/auth/login {token}` (spec 000 §7 "body credentials or {token}", sign in from an external
 * token) takes the project hand-off token (issue 34) as `POST /nitro-api/login` does: single-use across both
 * paths, one minute, bound to this project; bad bodies of any shape are a 4xx in the envelope.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bearer, queryRows } from '../../../test/helper.ts';
import { fileTestApp } from '../../../test/file-app.ts';
import { makeHandoff } from './token.ts';

const SECRET = 'a-shared-project-handoff-secret-of-32+chars';
const t = fileTestApp({
  PROJECTS: 'dota=http://dota.test,cs=http://cs.test',
  PROJECT_HANDOFF_SECRET: SECRET,
  PUBLIC_URL: 'http://dota.test',
});

/** A token the CS shop would make for its player `sub`, addressed to this (Dota) shop. */
const fromCs = (sub: string, aud: 'dota' | 'cs' = 'dota') =>
  makeHandoff(SECRET, { iss: 'cs', aud, sub, steam: null, nick: `cs-${sub}` });
const login = (payload: unknown, url = '/v1/auth/login') =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const userCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from users`))[0]!.n;

describe('POST /v1/auth/login {token}', () => {
  it('signs in from a hand-off token once, the linked account every time', async () => {
    const res = await login({ token: fromCs('501') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      access_token: expect.any(String),
      new_user: true,
      provider: null,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: bearer(res.json().access_token),
    });
    expect(me.json()).toMatchObject({ nickname: 'cs-501' });
    const again = await login({ token: fromCs('501') });
    expect(again.json()).toMatchObject({ new_user: false });
    const meAgain = await t.app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: bearer(again.json().access_token),
    });
    expect(meAgain.json().user_id).toBe(me.json().user_id);
  });

  it('takes a token once across both sign-in paths, however many calls race', async () => {
    const token = fromCs('502');
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => login({ token })),
      ...Array.from({ length: 5 }, () => login({ token }, '/nitro-api/login')),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect([r.statusCode, r.json().data.code]).toEqual([401, 'authentication']);
    // Taken at the other path first, it is used up here too.
    const other = fromCs('503');
    expect((await login({ token: other }, '/nitro-api/login')).statusCode).toBe(200);
    expect((await login({ token: other })).statusCode).toBe(401);
  });

  it('refuses expired, forged, misdirected and malformed tokens with 401, signing nobody in', async () => {
    const before = await userCount();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 61_000);
    const expired = fromCs('504');
    vi.useRealTimers();
    const good = fromCs('505');
    const [body, mac] = good.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as object;
    const tampered = `${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${mac}`;
    const forged = makeHandoff('another-secret-another-secret-1234', {
      iss: 'cs',
      aud: 'dota',
      sub: '506',
      steam: null,
      nick: 'x',
    });
    for (const bad of [
      expired,
      tampered,
      forged,
      fromCs('507', 'cs'),
      `${body}.`,
      'x',
      '.'.repeat(9),
    ]) {
      const res = await login({ token: bad });
      expect([bad.slice(0, 30), res.statusCode, res.json().data.code]).toEqual([
        bad.slice(0, 30),
        401,
        'authentication',
      ]);
    }
    expect(await userCount()).toBe(before);
    expect((await login({ token: good })).statusCode).toBe(200);
  });

  it('refuses bad bodies of any shape with 400 in the envelope; credentials still sign in', async () => {
    const wrong: string[] = [];
    for (const payload of [
      {},
      { token: '' },
      { token: 42 },
      { token: null },
      { token: ['a'] },
      { token: { a: 1 } },
      { token: 'x'.repeat(2049) },
      { token: fromCs('508'), extra: 1 },
      { login: 'a' },
      { password: 'b' },
      [],
      'token',
      null,
    ]) {
      const res = await login(payload);
      const body = res.json<{ success?: boolean; data?: { code?: string } }>();
      if (res.statusCode !== 400 || body.success !== false || typeof body.data?.code !== 'string')
        wrong.push(`${JSON.stringify(payload)?.slice(0, 40)} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    const quick = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/registration/quick',
      payload: { age_confirmed: true, terms_accepted: true },
    });
    const { login: name, password } = quick.json<{ login: string; password: string }>();
    expect((await login({ login: name, password })).json()).toEqual({
      access_token: expect.any(String),
    });
    expect((await login({ login: name, password: 'wrong-password' })).statusCode).toBe(401);
  });
});
