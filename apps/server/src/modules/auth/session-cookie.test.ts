/**
 * Issue 45 "The session cookie": every sign-in sets the token HttpOnly, SameSite=Strict, Secure under an https
 * `PUBLIC_URL`, with a readable `signed_in` beside it; the cookie alone signs the web in, a write another site sends
 * with it acts for nobody, and sign-out or a dead session clears both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, queryRows, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  [t, https] = await Promise.all([
    createTestApp({ SESSION_TTL_DAYS: '30' }),
    createTestApp({ PUBLIC_URL: 'https://shop.example' }),
  ]);
});
afterAll(() => Promise.all([t.close(), https.close()]));

const TERMS = { terms_accepted: true, age_confirmed: true };

/** The response's Set-Cookie headers, by cookie name. */
function setCookies(res: LightMyRequestResponse): Map<string, string> {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return new Map(list.map((c) => [c.slice(0, c.indexOf('=')), c]));
}

const signUp = (app: TestApp) =>
  app.app.inject({ method: 'POST', url: '/v1/auth/registration/quick', payload: TERMS });

const cookieHeader = (token: string, signedIn = true) =>
  `access_token=${encodeURIComponent(token)}${signedIn ? '; signed_in=1' : ''}`;

describe('the session cookie', () => {
  it('is set HttpOnly and SameSite=Strict by quick registration and by login, beside a readable signed_in', async () => {
    const reg = await signUp(t);
    expect(reg.statusCode).toBe(200);
    const body = reg.json<{ login: string; password: string; access_token: string }>();
    const cookies = setCookies(reg);
    const session = cookies.get('access_token')!;
    expect(session).toContain(`access_token=${body.access_token}`);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Strict/);
    expect(session).toMatch(/; Path=\//);
    expect(session).toMatch(/; Max-Age=2592000/);
    expect(session).not.toMatch(/; Secure/);
    const marker = cookies.get('signed_in')!;
    expect(marker).toMatch(/^signed_in=1;/);
    expect(marker).not.toMatch(/HttpOnly/);

    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { login: body.login, password: body.password },
    });
    const token = login.json<{ access_token: string }>().access_token;
    expect(token).not.toBe(body.access_token);
    expect(setCookies(login).get('access_token')).toContain(`access_token=${token};`);
    expect(setCookies(login).get('access_token')).toMatch(/; HttpOnly/);
  });

  it('is Secure when the shop is served over https', async () => {
    const cookies = setCookies(await signUp(https));
    expect(cookies.get('access_token')).toMatch(/; Secure/);
    expect(cookies.get('signed_in')).toMatch(/; Secure/);
  });

  it('signs the web in alone; a write from another site carrying it acts for nobody', async () => {
    const token = (await signUp(t)).json<{ access_token: string }>().access_token;
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: { cookie: cookieHeader(token) },
    });
    expect(me.statusCode).toBe(200);
    const sessions = (extra: Record<string, string>): Promise<LightMyRequestResponse> =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/sessions/revoke-others',
        headers: { cookie: cookieHeader(token), ...extra },
      });
    // The shop's own page (the browser says same-origin, or only the Origin names this host).
    expect((await sessions({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await sessions({ host: 'shop.test', origin: 'http://shop.test' })).statusCode).toBe(
      200,
    );
    // Another site's page: the cookie is not taken, so the write is refused as unsigned.
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { host: 'shop.test', origin: 'https://evil.example' },
      { origin: 'not a url' },
    ];
    for (const extra of foreign) {
      const res = await sessions(extra);
      expect([res.statusCode, res.json().data.code]).toEqual([401, 'authentication']);
    }
    // A bearer header still works as before, whatever the cookie says.
    const api = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sessions/revoke-others',
      headers: { ...bearer(token), 'sec-fetch-site': 'cross-site' },
    });
    expect(api.statusCode).toBe(200);
  });

  it('is cleared by sign-out, and by any answer that finds its session gone', async () => {
    const token = (await signUp(t)).json<{ access_token: string }>().access_token;
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/revoke',
      headers: { cookie: cookieHeader(token), 'sec-fetch-site': 'same-origin' },
    });
    expect(out.statusCode).toBe(200);
    expect(setCookies(out).get('access_token')).toMatch(
      /^access_token=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect(setCookies(out).get('signed_in')).toMatch(/^signed_in=;.*Expires=Thu, 01 Jan 1970/);

    const after = await t.app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: { cookie: cookieHeader(token) },
    });
    expect([after.statusCode, after.json().data.code]).toEqual([401, 'authentication']);
    expect(setCookies(after).get('access_token')).toMatch(/^access_token=;/);
    expect(setCookies(after).get('signed_in')).toMatch(/^signed_in=;/);
  });

  it('rewrites a readable cookie from before as HttpOnly on its next use', async () => {
    const reg = await signUp(t);
    const { access_token: token } = reg.json<{ access_token: string }>();
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: { cookie: cookieHeader(token, false) },
    });
    expect(res.statusCode).toBe(200);
    expect(setCookies(res).get('access_token')).toMatch(/; HttpOnly/);
    expect(setCookies(res).get('signed_in')).toMatch(/^signed_in=1;/);
    // With its companion present, nothing is set again.
    const again = await t.app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: { cookie: cookieHeader(token) },
    });
    expect(setCookies(again).size).toBe(0);
    // When the session's expiry slides forward, the cookies slide with it.
    await queryRows(
      t.db,
      `update sessions set last_used_at = now() - interval '2 days', expires_at = now() + interval '28 days'`,
    );
    const slid = await t.app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: { cookie: cookieHeader(token) },
    });
    expect(slid.statusCode).toBe(200);
    expect(setCookies(slid).get('access_token')).toMatch(/; Max-Age=2592000; .*HttpOnly/);
  });
});
