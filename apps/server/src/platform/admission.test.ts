/**
 * Fair bounded admission (issue 14, platform/admission.ts), over real sockets: past the concurrency
 * the API waits in arrival order, and a request that would wait longer than ADMISSION_MAX_WAIT_MS
 * answers 503 `busy` with Retry-After instead; the probes are never queued; a request waiting in line
 * changes nothing when it is refused.
 */
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Holds the player's users row (and on PGlite the whole database) for `ms`. */
const holdUserRow = (t: TestApp, userId: string, ms: number) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${Number(userId)} for update`);
    await sleep(ms);
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

    const held = holdUserRow(t!, a.userId, 1500);
    await sleep(50);
    // A takes the one place and waits on the held row; B and C wait in line and are refused.
    const opening = fetch(`${base}/v1/cases/starter/open`, {
      method: 'POST',
      headers: { ...bearer(a.token), 'content-type': 'application/json' },
      body: JSON.stringify({ multi_open: 1 }),
    });
    await sleep(50);
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
    await held;
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
    const held = holdUserRow(t!, a.userId, 800);
    await sleep(50);
    const first = fetch(`${base}/v1/cases/starter/open`, {
      method: 'POST',
      headers: { ...bearer(a.token), 'content-type': 'application/json' },
      body: JSON.stringify({ multi_open: 1 }),
    });
    const done: number[] = [];
    const queued: Promise<void>[] = [];
    for (let i = 0; i < 6; i += 1) {
      queued.push(
        get(base, '/v1/users/me', a.token).then((r) => void done.push(r.status === 200 ? i : -1)),
      );
      await sleep(30); // distinct arrival times
    }
    await held;
    await first;
    await Promise.all(queued);
    expect(done).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
