/**
 * Fair bounded admission (issue 14, platform/admission.ts), over real sockets: past the concurrency
 * the API waits in arrival order, and a request that would wait longer than ADMISSION_MAX_WAIT_MS
 * answers 503 `busy` with Retry-After instead; the probes are never queued; a request waiting in line
 * changes nothing when it is refused.
 */
import type { IncomingMessage } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  ledgerCheck,
  register,
  topUp,
  type TestApp,
} from '../test/helper.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/**
 * Holds the player's users row (and on PGlite the whole database) until `release()`: `locked` resolves
 * once the row is held, `done` when the transaction is over.
 */
function holdUserRow(t: TestApp, userId: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const locked = new Promise<void>((resolve) => (held = resolve));
  const done = t.db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${Number(userId)} for update`);
    held();
    await released;
  });
  return {
    locked: Promise.race([locked, done.then(() => Promise.reject(new Error('row not held')))]),
    release,
    done,
  };
}

/**
 * Resolves once the next request for `path` has reached the app and passed its onRequest hooks, so it
 * is admitted or in line. Fastify runs those hooks from its own 'request' listener, the server's
 * first, and none of them waits on I/O: a turn of the event loop after this listener they are done.
 */
const arrived = (t: TestApp, path: string) =>
  new Promise<void>((resolve) => {
    const server = t.app.server;
    const onRequest = (req: IncomingMessage) => {
      if (req.url !== path) return;
      server.off('request', onRequest);
      setImmediate(resolve);
    };
    server.on('request', onRequest);
  });

async function listening(env: Record<string, string>) {
  t = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

const get = (base: string, path: string, token?: string) =>
  fetch(base + path, { headers: token ? bearer(token) : {} }).then(async (r) => ({
    status: r.status,
    retryAfter: r.headers.get('retry-after'),
    body: (await r.json()) as { data?: { code?: string } },
  }));

describe('admission', () => {
  it('refuses with 503 busy what would wait past the limit, and serves what was admitted', async () => {
    const base = await listening({ ADMISSION_CONCURRENCY: '1', ADMISSION_MAX_WAIT_MS: '300' });
    const a = await register(t!.app);
    const b = await register(t!.app);
    await topUp(t!.app, a.token, 100);
    const before = await ledgerCheck(t!.db, a.userId);

    const hold = holdUserRow(t!, a.userId);
    await hold.locked;
    // A takes the one place and waits on the held row; B and C wait in line and are refused.
    const aIn = arrived(t!, '/v1/cases/starter/open');
    const opening = fetch(`${base}/v1/cases/starter/open`, {
      method: 'POST',
      headers: { ...bearer(a.token), 'content-type': 'application/json' },
      body: JSON.stringify({ multi_open: 1 }),
    });
    await aIn;
    const [second, third] = await Promise.all([
      get(base, '/v1/users/me', b.token),
      get(base, '/v1/users/me', a.token),
    ]);
    for (const refused of [second, third]) {
      expect(refused.status).toBe(503);
      expect(refused.retryAfter).toBe('1');
      expect(refused.body.data?.code).toBe('busy');
    }
    // The probes do not queue.
    expect((await get(base, '/healthz')).status).toBe(200);
    hold.release();
    await hold.done;
    const opened = await opening;
    expect(opened.status, await opened.clone().text()).toBe(200);
    const after = await ledgerCheck(t!.db, a.userId);
    expect(after.balance).toBeLessThan(before.balance);
    expect(after.balance).toBe(after.ledgerSum);
    // Once the line is empty, requests are served again.
    expect((await get(base, '/v1/users/me', b.token)).status).toBe(200);
  });

  it('serves the queued requests in their order of arrival', async () => {
    const base = await listening({ ADMISSION_CONCURRENCY: '1', ADMISSION_MAX_WAIT_MS: '10000' });
    const a = await register(t!.app);
    const hold = holdUserRow(t!, a.userId);
    await hold.locked;
    const firstIn = arrived(t!, '/v1/cases/starter/open');
    const first = fetch(`${base}/v1/cases/starter/open`, {
      method: 'POST',
      headers: { ...bearer(a.token), 'content-type': 'application/json' },
      body: JSON.stringify({ multi_open: 1 }),
    });
    await firstIn;
    const done: number[] = [];
    const queued: Promise<void>[] = [];
    for (let i = 0; i < 6; i += 1) {
      // One after another: each is in line before the next one leaves.
      const inLine = arrived(t!, '/v1/users/me');
      queued.push(
        get(base, '/v1/users/me', a.token).then((r) => void done.push(r.status === 200 ? i : -1)),
      );
      await inLine;
    }
    hold.release();
    await hold.done;
    await first;
    await Promise.all(queued);
    expect(done).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
