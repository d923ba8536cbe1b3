/**
 * Routes declare their auth (issue 47, route-config.ts): a declared `auth: 'required'` answers a visitor 401
 * before its input is even parsed (with the battles' own key where they name one), leaves the console's hidden
 * 404 alone and lets a token through to the handler's own check; in tests, a route that reads the session
 * without declaring it is reported.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, register } from '../test/helper.ts';
import { fileTestApp } from '../test/file-app.ts';
import { optionalUser } from './auth.ts';
import { registerErrorHandling } from './errors.ts';
import { registerResponseCheck, takeResponseMismatches } from './response-check.ts';
import type { Db } from '../db/client.ts';

const t = fileTestApp({ FEATURE_FLAGS: 'battles=true' });

const code = (res: { json: () => unknown }) =>
  (res.json() as { data?: { code?: string } }).data?.code;

describe('the auth hook', () => {
  it('answers a visitor 401 before the body is read, with the route’s own key', async () => {
    const sell = await t.app.inject({
      method: 'POST',
      url: '/v1/inventory/sell',
      payload: { id: { not: 'an id' } },
    });
    expect([sell.statusCode, code(sell)]).toEqual([401, 'authentication']);
    const join = await t.app.inject({ method: 'POST', url: '/battles-api/join', payload: 'x' });
    expect([join.statusCode, code(join)]).toEqual([401, 'error_battle_authorize']);
    // Signed in, the same malformed body is the validator's 400.
    const p = await register(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/inventory/sell',
      headers: bearer(p.token),
      payload: { id: { not: 'an id' } },
    });
    expect([bad.statusCode, code(bad)]).toEqual([400, 'dataNotFound']);
    // A token that names no session is the handler's own 401.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/v1/inventory/sell',
      headers: bearer('not-a-session'),
      payload: { id: '1' },
    });
    expect([stale.statusCode, code(stale)]).toEqual([401, 'authentication']);
  });

  it('leaves the console to its hidden 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/admin/players/1/battles' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the declaration check (tests)', () => {
  it('reports a route that reads the session without declaring its auth, and not one that declares it', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    registerResponseCheck(app);
    const db = {} as Db; // no token: optionalUser answers null before it would ask the database
    app.get('/undeclared', async (req) => ({ me: await optionalUser(db, req) }));
    app.get('/declared', { config: { auth: 'optional' } }, async (req) => ({
      me: await optionalUser(db, req),
    }));
    app.get('/public', () => ({ ok: true }));
    takeResponseMismatches();
    for (const url of ['/undeclared', '/declared', '/public'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(takeResponseMismatches()).toEqual([
      expect.stringMatching(/^GET \/undeclared: reads the session but declares no auth/),
    ]);
    await app.close();
  });
});
