/**
 * Issue 44 (item 7), the console's gate: every `/v1/admin/` call (generated from the route table, so a new one
 * cannot be forgotten) answers a visitor's malformed body or query, and a session that no longer opens the console,
 * exactly as an unknown path answers — before any validation names a field; console calls take JSON bodies only
 * (415 `console_json_only`) and refuse a state-changing call from a foreign `Origin` (403 `console_origin`),
 * nothing written, while a visitor still gets the 404 first.
 */
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../platform/route-table.ts';
import { consoleCookieOf, signedInStaff } from '../../test/console-fixtures.ts';
import { bearer, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { revokeRole } from './staff.ts';

const t = fileTestApp();

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

const auditCount = async () =>
  (await queryRows<{ n: number }>(t.db, `select count(*)::int as n from audit_log`))[0]!.n;

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

  it('answers a visitor’s sign-in with a malformed, form-encoded or foreign body as an unknown path', async () => {
    const s = await signedInStaff(t.app, t.db, 'support');
    const url = '/v1/admin/auth/login';
    for (const payload of [{}, { login: s.login }, { login: s.login, password: 1 }, MALFORMED])
      expectHidden(await t.app.inject({ method: 'POST', url, payload }), 'POST', url);
    const form = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `login=${s.login}&password=${s.password}`,
    });
    expectHidden(form, 'POST', url);
    const foreign = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: 'https://evil.example' },
      payload: { login: s.login, password: s.password },
    });
    expectHidden(foreign, 'POST', url);
    const ok = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: new URL(t.config.publicUrl).origin },
      payload: { login: s.login, password: s.password },
    });
    expect([ok.statusCode, ok.json().step]).toEqual([200, 'verify']);
  });

  it('takes only JSON bodies and refuses a foreign Origin on state-changing calls, writing nothing', async () => {
    const admin = await signedInStaff(t.app, t.db, 'admin');
    const p = await register(t.app);
    const site = new URL(t.config.publicUrl).origin;
    const techWork = () =>
      t.app.inject({
        method: 'GET',
        url: '/v1/admin/site/tech-work',
        headers: { cookie: admin.cookie },
      });
    const before = (await techWork()).json();
    const audits = await auditCount();

    const put = (headers: Record<string, string>, payload: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/admin/site/tech-work',
        headers: { cookie: admin.cookie, ...headers },
        payload,
      });
    const on = 'enabled=true&message=x&message_en=x';
    const form = await put({ 'content-type': 'application/x-www-form-urlencoded' }, on);
    expect([form.statusCode, form.json().data.code]).toEqual([415, 'console_json_only']);
    const json = JSON.stringify({ enabled: true, message: 'x', message_en: 'x' });
    const text = await put({ 'content-type': 'text/plain' }, json);
    expect([text.statusCode, text.json().data.code]).toEqual([415, 'console_json_only']);
    const untyped = await put({}, json);
    expect([untyped.statusCode, untyped.json().data.code]).toEqual([415, 'console_json_only']);
    const foreign = await put(
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      json,
    );
    expect([foreign.statusCode, foreign.json().data.code]).toEqual([403, 'console_origin']);
    const sandboxed = await put({ 'content-type': 'application/json', origin: 'null' }, json);
    expect([sandboxed.statusCode, sandboxed.json().data.code]).toEqual([403, 'console_origin']);

    // A bodiless call from another site: refused before it blocks anyone.
    const block = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/admin/players/${p.userId}/sessions/revoke`,
        headers: { cookie: admin.cookie, ...headers },
      });
    const bodiless = await block({ origin: 'https://evil.example' });
    expect([bodiless.statusCode, bodiless.json().data.code]).toEqual([403, 'console_origin']);
    const emptyForm = await block({ 'content-type': 'application/x-www-form-urlencoded' });
    expect([emptyForm.statusCode, emptyForm.json().data.code]).toEqual([415, 'console_json_only']);

    expect((await techWork()).json()).toEqual(before);
    expect(await auditCount()).toBe(audits);
    const sessions = await t.app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: bearer(p.token),
    });
    expect(sessions.statusCode).toBe(200);

    // Reading is not state-changing; the site's own origin and no origin at all are let through.
    const read = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/site/tech-work',
      headers: { cookie: admin.cookie, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    expect((await block({ origin: site })).statusCode).toBe(200);
    expect((await block({})).statusCode).toBe(200);
    const saved = await put(
      { 'content-type': 'application/json; charset=utf-8', origin: site },
      json,
    );
    expect([saved.statusCode, saved.json()]).toEqual([
      200,
      { enabled: true, message: 'x', message_en: 'x' },
    ]);
    const off = await put({ 'content-type': 'application/json' }, JSON.stringify(before));
    expect(off.statusCode).toBe(200);
    expect(await auditCount()).toBe(audits + 4);
  });

  it('answers a visitor with the unknown path’s 404 before the Origin and body checks', async () => {
    for (const headers of [
      { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      {
        cookie: 'console_token=forged',
        origin: 'https://evil.example',
        'content-type': 'text/plain',
      },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/v1/admin/site/tech-work',
        headers,
        payload: 'enabled=true',
      });
      expectHidden(res, 'PUT', '/v1/admin/site/tech-work');
    }
  });
});
