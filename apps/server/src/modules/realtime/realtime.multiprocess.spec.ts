/**
 * Two server processes on one PostgreSQL and one Redis (issue 4): an event emitted by one process reaches
 * a socket.io client connected to the other, and only its owner; the sign-in rate limit (issue 3) counts
 * attempts on both processes together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpPlayer, sendItems } from '../../test/http-player.ts';
import { channelKey, listen } from '../../test/realtime-fixtures.ts';
import { spawnServer, type ServerProcess } from '../../test/server-process.ts';
import { startPostgres, startRedis } from '../../test/services.ts';

const stops: (() => void)[] = [];
let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  const pgServer = await startPostgres();
  stops.push(pgServer.stop);
  const redis = await startRedis();
  stops.push(redis.stop);
  const env = {
    DATABASE_URL: pgServer.url,
    // Test money: the sandbox is off on PostgreSQL unless turned on.
    PAYMENTS_SANDBOX: 'true',
    REDIS_URL: redis.url,
    WITHDRAW_WORKER: 'false',
    RATE_LIMIT_LOGIN_PER_MIN: '3',
  };
  a = await spawnServer(env);
  b = await spawnServer(env);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  for (const stop of stops.reverse()) stop();
});

describe('realtime across processes (Redis adapter)', () => {
  it('delivers a private event emitted on process A to the owner connected to process B', async () => {
    const owner = await httpPlayer(a.url, 1);
    const stranger = await httpPlayer(a.url, 1);
    const onB = await listen(b.url, await channelKey(b.url, owner.token, owner.userId));
    const strangerOnB = await listen(
      b.url,
      await channelKey(b.url, stranger.token, stranger.userId),
    );
    try {
      await sendItems(a.url, owner.token, owner.ids);
      const got = await onB.waitFor((e) => e.event === 'statechange');
      expect(got).toEqual({ item_id: owner.ids[0], status: 'PREPARING' });
      // The later thing that did arrive: the stranger's own event, sent the same way (from A, through
      // Redis, in order) after the owner's. Before it the stranger heard nothing.
      await sendItems(a.url, stranger.token, stranger.ids);
      await strangerOnB.waitFor((e) => e.event === 'statechange');
      expect(strangerOnB.events).toEqual([
        { event: 'statechange', payload: { item_id: stranger.ids[0], status: 'PREPARING' } },
      ]);
    } finally {
      onB.socket.disconnect();
      strangerOnB.socket.disconnect();
    }
  });
});

describe('rate limits across processes (Redis store)', () => {
  it('counts password attempts for one login on A and B together', async () => {
    const login = `victim_${Date.now().toString(36)}`;
    const attempt = async (base: string) =>
      (
        await fetch(`${base}/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login, password: 'wrong-password' }),
        })
      ).status;
    expect([await attempt(a.url), await attempt(b.url), await attempt(a.url)]).toEqual([
      401, 401, 401,
    ]);
    expect(await attempt(b.url)).toBe(429);
    expect(await attempt(a.url)).toBe(429);
  });
});
