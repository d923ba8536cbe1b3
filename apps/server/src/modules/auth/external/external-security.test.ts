/**
 * Issue 8 "Sign-in": hostile return paths, a state bound to the browser and used once, malformed
 * signatures refused cleanly — each as an attacker would send it, through the mock providers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockProvider } from '../../../test/mock-provider.ts';
import { queryRows } from '../../../test/helper.ts';
import { fileTestApp } from '../../../test/file-app.ts';

let mock: Awaited<ReturnType<typeof startMockProvider>>;
beforeAll(async () => {
  mock = await startMockProvider();
});
afterAll(() => mock.close());
const t = fileTestApp(() => mock.env);

/** Starts a Google sign-in; returns the binder cookie and the callback URL the provider sends back. */
async function begin(redirect: string) {
  const start = await t.app.inject({
    method: 'GET',
    url: `/v1/auth/google?age_confirmed=true&terms_accepted=true&redirect=${encodeURIComponent(redirect)}`,
  });
  expect(start.statusCode).toBe(200);
  const binder = start.cookies.find((c) => c.name === 'auth-binder')!.value;
  const back = new URL(
    (await fetch(start.json().target, { redirect: 'manual' })).headers.get('location') ?? '',
  );
  return { binder, url: back.pathname + back.search };
}
const callback = (url: string, binder?: string) =>
  t.app.inject({ method: 'GET', url, ...(binder ? { cookies: { 'auth-binder': binder } } : {}) });

describe('external sign-in under attack', () => {
  it('returns only to same-site paths, and never answers 500', async () => {
    const cases: [string, string][] = [
      ['/\t/evil.com', '/'],
      ['/\r\n/evil.com', '/'],
      ['/x\r\nSet-Cookie: a=b', '/'],
      ['//evil.com/x', '/'],
      ['/\\evil.com', '/'],
      ['https://evil.com', '/'],
      ['/профиль', '/%D0%BF%D1%80%D0%BE%D1%84%D0%B8%D0%BB%D1%8C'],
      ['/battles?tab=1', '/battles?tab=1'],
    ];
    for (const [redirect, expected] of cases) {
      const { binder, url } = await begin(redirect);
      const res = await callback(url, binder);
      expect([redirect, res.statusCode, res.headers.location]).toEqual([redirect, 302, expected]);
    }
    // Text PostgreSQL cannot hold is refused at the start, before anything is stored.
    const nul = await t.app.inject({ method: 'GET', url: '/v1/auth/google?redirect=/%00/x' });
    expect([nul.statusCode, nul.json().data.code]).toEqual([400, 'invalid_text']);
  });

  it('binds the state to the browser that started and uses it once', async () => {
    const users = async () =>
      (await queryRows<{ n: number }>(t.db, 'select count(*)::int as n from users'))[0]!.n;
    // An attacker's callback link opened in a victim's browser (no or another binder cookie).
    const attacker = await begin('/profile');
    const victimBrowser = await begin('/');
    expect((await callback(attacker.url)).headers.location).toBe('/?auth_error=auth_state');
    expect((await callback(attacker.url, victimBrowser.binder)).headers.location).toBe(
      '/?auth_error=auth_state',
    );
    // The state is gone after its first use, whoever used it.
    expect((await callback(attacker.url, attacker.binder)).headers.location).toBe(
      '/?auth_error=auth_state',
    );
    // A fresh, honest round trip works once, and its replay does not.
    const before = await users();
    const honest = await begin('/profile');
    const first = await callback(honest.url, honest.binder);
    expect(first.headers.location).toBe('/profile');
    expect(first.cookies.map((c) => c.name)).toContain('external-token');
    const replay = await callback(honest.url, honest.binder);
    expect(replay.headers.location).toBe('/?auth_error=auth_state');
    expect(replay.cookies.filter((c) => c.name === 'external-token' && c.value)).toEqual([]);
    expect(await users()).toBeLessThanOrEqual(before + 1);
    // An expired state is refused too.
    const late = await begin('/');
    await queryRows(t.db, "update auth_states set expires_at = now() - interval '1 second'");
    expect((await callback(late.url, late.binder)).headers.location).toBe(
      '/?auth_error=auth_state',
    );
  });

  it('refuses malformed states and hand-off cookies cleanly (no 500)', async () => {
    const { binder } = await begin('/');
    for (const state of ['', 'x', 'a.b', 'ä'.repeat(43), 'A'.repeat(43), '%00'.repeat(5)]) {
      const res = await callback(
        `/v1/auth/google/callback?code=c&state=${encodeURIComponent(state)}`,
        binder,
      );
      expect([res.statusCode, res.headers.location]).toEqual([302, '/?auth_error=auth_state']);
    }
    for (const cookie of [
      'e30.zz',
      `e30.${'g'.repeat(64)}`,
      `e30.${'ab'.repeat(31)}`,
      `e30.${'ab'.repeat(33)}`,
      `e30.${'AB'.repeat(32)}`,
      `e30.${'ab'.repeat(32)}.x`,
      '...',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/nitro-api/login',
        cookies: { 'external-token': cookie },
      });
      expect([cookie, res.statusCode, res.json().data.code]).toEqual([
        cookie,
        401,
        'authentication',
      ]);
    }
  });

  it('sends the provider back to PUBLIC_URL whatever Host the request names', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/google?redirect=/',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    const target = new URL(start.json().target);
    expect(target.searchParams.get('redirect_uri')).toBe(
      'http://shop.test/v1/auth/google/callback',
    );
  });
});
