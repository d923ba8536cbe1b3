/**
 * Issue 44 (item 7), the console's gate: every `/v1/admin/` call (generated from the route table, so a new one
 * cannot be forgotten) answers a visitor's malformed body or query, and a session that no longer opens the console,
 * exactly as an unknown path answers — before any validation names a field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../platform/route-table.ts';
import { consoleCookieOf, signedInStaff } from '../../test/console-fixtures.ts';
import { bearer, createTestApp, register, type TestApp } from '../../test/helper.ts';
import { revokeRole } from './staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every console route as `[method, path]` with its parameters filled in. */
const consoleRoutes = () =>
  routeTable(t.app)
    .filter((r) => r.url.startsWith('/v1/admin/') && r.method !== 'HEAD')
    .map((r) => [r.method, r.url.replace(/:\w+/g, '1')] as const);

/** A body and a query no console call accepts: unknown fields, wrong types, a bogus enum. */
const MALFORMED = { currency: 'BTC', amount: 'lots', enabled: 'yes', code: 'x', zzz: [1] };
const MALFORMED_QUERY = '?page=-1&status=bogus&days=999&view=nope';

const expectHidden = (res: { statusCode: number; json(): unknown }, method: string, path: string) =>
  expect([res.statusCode, res.json()], `${method} ${path}`).toEqual([
    404,
    { success: false, data: { code: 'dataNotFound', message: `Not found: ${method} ${path}` } },
  ]);

describe('the console gate', () => {
  it('answers a malformed body or query exactly as an unknown path to anyone without the console', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/no-such-call',
      payload: MALFORMED,
    });
    expectHidden(unknown, 'POST', '/v1/admin/no-such-call');

    const player = await register(t.app);
    // A staff member whose role was revoked still holds a cookie: it opens nothing.
    const revoked = await signedInStaff(t.app, t.db, 'admin');
    await revokeRole(t.db, revoked.login);
    // A password step without its code is no console session either.
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const pending = consoleCookieOf(
      await t.app.inject({
        method: 'POST',
        url: '/v1/admin/auth/login',
        payload: { login: owner.login, password: owner.password },
      }),
    );
    expect(pending).not.toBe('');
    const strangers: Record<string, string>[] = [
      {},
      bearer(player.token),
      { cookie: 'console_token=forged' },
      { cookie: revoked.cookie },
    ];
    const routes = consoleRoutes();
    expect(routes.length).toBeGreaterThan(50);
    for (const [method, path] of routes) {
      // The code and sign-out are a pending session's own calls.
      const whom = ['/v1/admin/auth/totp', '/v1/admin/auth/logout'].includes(path)
        ? strangers
        : [...strangers, { cookie: pending }];
      for (const headers of whom) {
        const res =
          method === 'GET'
            ? await t.app.inject({ method, url: path + MALFORMED_QUERY, headers })
            : await t.app.inject({
                method: method as 'POST' | 'PUT' | 'DELETE' | 'PATCH',
                url: path,
                headers,
                payload: MALFORMED,
              });
        expectHidden(res, method, path);
      }
    }
  });

  it('answers a visitor’s malformed sign-in as an unknown path, not with its fields', async () => {
    const s = await signedInStaff(t.app, t.db, 'support');
    const url = '/v1/admin/auth/login';
    for (const payload of [{}, { login: s.login }, { login: s.login, password: 1 }, MALFORMED])
      expectHidden(await t.app.inject({ method: 'POST', url, payload }), 'POST', url);
    const ok = await t.app.inject({
      method: 'POST',
      url,
      payload: { login: s.login, password: s.password },
    });
    expect([ok.statusCode, ok.json().step]).toEqual([200, 'verify']);
  });
});
