/**
 * Error reporting (issue 31; spec 000 §7, §8): with SENTRY_DSN the server's 500s reach a local fake ingest
 * with the user id as the only personal datum, its 4xx never do; unset, the SDK is not loaded and the web app
 * is told nothing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { AppError } from './errors.ts';
import { requireUser } from './auth.ts';
import { withSecrets } from './secrets.ts';
import type { App } from './types.ts';
import { bearer, createTestApp, openTestDatabase, register } from '../test/helper.ts';
import { waitUntil } from '../test/wait.ts';

type Envelope = { url: string; items: Record<string, unknown>[] };

/** A stand-in for Sentry's ingest: keeps every envelope posted to it. */
async function fakeIngest() {
  const envelopes: Envelope[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const items = body
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      envelopes.push({ url: req.url ?? '', items });
      res.end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { envelopes, port, close: () => new Promise((r) => server.close(r)) };
}

describe('with SENTRY_DSN unset', () => {
  it('loads no SDK, sends nothing and gives the web app no DSN', async () => {
    const t = await createTestApp();
    try {
      const config = await t.app.inject({ method: 'GET', url: '/nitro-api/config' });
      expect(config.json<{ error_reporting: unknown }>().error_reporting).toBeNull();
      expect(config.headers['content-security-policy']).toContain("connect-src 'self';");
      expect((globalThis as { __SENTRY__?: unknown }).__SENTRY__).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('with SENTRY_DSN set', () => {
  let ingest: Awaited<ReturnType<typeof fakeIngest>>;
  let app: App;
  let closeDb: () => Promise<void>;
  let dsn: string;

  beforeAll(async () => {
    ingest = await fakeIngest();
    dsn = `http://publickey@127.0.0.1:${ingest.port}/31`;
    const database = await openTestDatabase();
    closeDb = () => database.close();
    const config = await withSecrets(
      database.db,
      loadConfig({ LOG_LEVEL: 'silent', SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'test' }),
    );
    app = await buildApp({ db: database.db, config });
    // Routes that fail the ways the API can: a bug (500), the client's mistakes (4xx).
    app.get('/v1/test/bug', async (req) => {
      await requireUser(database.db, req);
      throw new TypeError('bug for the report');
    });
    app.get('/v1/test/gone', () => {
      throw new AppError(404, 'dataNotFound', 'not here');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await closeDb();
    await ingest.close();
  });

  it('reports a 500 with the route and the user id only, and no 3xx or 4xx', async () => {
    const player = await register(app);
    const headers = { ...bearer(player.token), 'x-forwarded-for': '203.0.113.9', cookie: 'a=b' };
    expect((await app.inject({ method: 'GET', url: '/v1/test/gone', headers })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: '/v1/no-such-call', headers })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: '/v1/test/bug' })).statusCode).toBe(401);
    const bug = await app.inject({ method: 'GET', url: '/v1/test/bug?email=x@y.z', headers });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toMatchObject({ success: false, data: { code: 'unpredicted' } });

    await waitUntil(() => Promise.resolve(ingest.envelopes.length > 0));
    await new Promise((r) => setTimeout(r, 300));
    expect(ingest.envelopes).toHaveLength(1);
    const [envelope] = ingest.envelopes;
    expect(envelope!.url).toContain('/api/31/envelope/');
    const event = envelope!.items[2] as {
      environment: string;
      user?: Record<string, unknown>;
      tags: Record<string, string>;
      exception: { values: { type: string; value: string }[] };
      request?: unknown;
      server_name?: string;
    };
    expect(event.exception.values[0]).toMatchObject({
      type: 'TypeError',
      value: 'bug for the report',
    });
    expect(event.user).toEqual({ id: String(player.userId) });
    expect(event.tags).toMatchObject({ route: '/v1/test/bug', method: 'GET' });
    expect(event.environment).toBe('test');
    const text = JSON.stringify(envelope!.items);
    for (const secret of ['203.0.113.9', 'x@y.z', player.token, 'a=b', player.login])
      expect(text).not.toContain(secret);
  });

  it('tells the web app its DSN and lets the page send to it', async () => {
    const res = await app.inject({ method: 'GET', url: '/nitro-api/config' });
    expect(res.json<{ error_reporting: unknown }>().error_reporting).toEqual({
      dsn,
      environment: 'test',
    });
    expect(res.headers['content-security-policy']).toContain(
      `connect-src 'self' http://127.0.0.1:${ingest.port};`,
    );
  });
});
