/**
 * The support chat across two server processes on one PostgreSQL and one Redis (issue 30 "replies arriving live
 * on both sides"; docs/console.md "Support"): a console socket on process B, joined to the inbox with a key
 * issued by process A, hears a player's message written on A; a staff reply written on B reaches the player's
 * socket on A. Run with `npx vitest run -c apps/server/src/test/vitest.multiprocess.config.ts`.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client.ts';
import { CONSENT } from '../../test/helper.ts';
import { channelKey, listen } from '../../test/realtime-fixtures.ts';
import { spawnServer, type ServerProcess } from '../../test/server-process.ts';
import { startPostgres, startRedis } from '../../test/services.ts';
import { grantRole } from '../../test/console-fixtures.ts';

const stops: (() => void)[] = [];
let a: ServerProcess;
let b: ServerProcess;
let pgUrl = '';
beforeAll(async () => {
  const pgServer = await startPostgres();
  stops.push(pgServer.stop);
  pgUrl = pgServer.url;
  const redis = await startRedis();
  stops.push(redis.stop);
  const env = { DATABASE_URL: pgServer.url, REDIS_URL: redis.url, WITHDRAW_WORKER: 'false' };
  a = await spawnServer(env);
  b = await spawnServer(env);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  for (const stop of stops.reverse()) stop();
});

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('console_token='))!
    .split(';')[0]!;

async function player(base: string) {
  const reg = await json<{ login: string; password: string; access_token: string }>(
    await post(`${base}/v1/auth/registration/quick`, CONSENT),
  );
  const me = await json<{ user_id: string }>(
    await fetch(`${base}/v1/users/me`, {
      headers: { authorization: `Bearer ${reg.access_token}` },
    }),
  );
  return { ...reg, token: reg.access_token, userId: me.user_id };
}

/** A new account with the support role, signed in to the console on `base`: its cookie header. */
async function supportStaff(base: string): Promise<string> {
  const p = await player(base);
  const database = await openPostgres(pgUrl, 1);
  try {
    await grantRole(database.db, p.login, 'support');
  } finally {
    await database.close();
  }
  const login = await post(`${base}/v1/admin/auth/login`, { login: p.login, password: p.password });
  const { secret } = await json<{ secret: string }>(login.clone());
  const code = await post(
    `${base}/v1/admin/auth/totp`,
    { code: await generate({ secret }) },
    { cookie: cookieOf(login) },
  );
  await json(code.clone());
  return cookieOf(code);
}

describe('support live across processes (Redis adapter)', () => {
  it('carries a player’s message to a console on the other process, and the reply back', async () => {
    const cookie = await supportStaff(a.url);
    const p = await player(a.url);
    const { key } = await json<{ key: string }>(
      await fetch(`${a.url}/v1/admin/support/realtime-token`, { headers: { cookie } }),
    );
    const consoleOnB = await listen(b.url);
    const playerOnA = await listen(a.url, await channelKey(a.url, p.token, p.userId));
    try {
      const joined = await new Promise<boolean>((resolve) =>
        consoleOnB.socket.emit(
          'subscribe',
          { channel: 'support', args: { key } },
          (r: { ok: boolean }) => resolve(r.ok),
        ),
      );
      expect(joined).toBe(true);
      const sent = await json<{ conversation_id: string }>(
        await post(
          `${a.url}/v1/support/messages`,
          { body: 'across processes' },
          { authorization: `Bearer ${p.token}` },
        ),
      );
      expect(await consoleOnB.waitFor((e) => e.event === 'support_inbox')).toMatchObject({
        conversation_id: sent.conversation_id,
        message: { body: 'across processes' },
      });
      await json(
        await post(
          `${b.url}/v1/admin/support/conversations/${sent.conversation_id}/reply`,
          { body: 'heard you' },
          { cookie },
        ),
      );
      expect(
        await playerOnA.waitFor(
          (e) =>
            e.event === 'support_message' &&
            (e.payload as { message: { from_staff: boolean } | null }).message?.from_staff === true,
        ),
      ).toMatchObject({ conversation_id: sent.conversation_id, message: { body: 'heard you' } });
    } finally {
      consoleOnB.socket.disconnect();
      playerOnA.socket.disconnect();
    }
  });
});
