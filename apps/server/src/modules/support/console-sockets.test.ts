/**
 * Issue 44 (item 5), console access ends when it should — its sockets too: blocking a support member, ending
 * their sessions from the console, their own password change in the shop, and the command line revoking their role
 * (`npm run admin -- revoke`, through the job queue: modules/console/staff-sockets.ts) each disconnect their open console
 * inbox socket at once, also on another server process (two hubs on one Redis, the adapter carrying the
 * disconnect), so later support messages reach other staff but not them; the inbox key they were given before
 * no longer joins.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig, type Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createHub, type Hub } from '../../platform/realtime/hub.ts';
import { withSecrets } from '../../platform/secrets.ts';
import type { App } from '../../platform/types.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { bearer, openTestDatabase, register, waitUntil } from '../../test/helper.ts';
import { channelKey, listen, type Listener } from '../../test/realtime-fixtures.ts';
import { startRedis } from '../../test/services.ts';
import { runStaffCommand } from '../console/staff-cli.ts';
import { startJobs } from '../../platform/jobs.ts';
import { inboxChannel } from './live.ts';

let app: App;
let db: Db;
let config: Config;
let urlA = '';
let urlB = '';
const stops: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  const database = await openTestDatabase();
  db = database.db;
  config = await withSecrets(
    db,
    loadConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SIGNUP_PER_MIN: '0',
      RATE_LIMIT_LOGIN_PER_MIN: '0',
      ADMISSION_CONCURRENCY: '0',
      WITHDRAW_WORKER: 'false',
      JOBS_POLL_S: '0.5',
    }),
  );
  const redis = await startRedis();
  stops.push(redis.stop, () => database.close());
  // Process A: the app, whose calls block and revoke. Process B: a second hub on the same Redis serving the
  // inbox channel, as another server process would.
  const hubA = createHub({ secret: config.auth.secret, redisUrl: redis.url });
  app = await buildApp({ db, config, hub: hubA });
  urlA = await app.listen({ port: 0, host: '127.0.0.1' });
  stops.unshift(() => app.close());
  const hubB: Hub = createHub({ secret: config.auth.secret, redisUrl: redis.url });
  hubB.addChannel('support', inboxChannel(db, config.auth.secret));
  const serverB: Server = createServer();
  hubB.attach(serverB);
  await new Promise<void>((resolve) => serverB.listen(0, '127.0.0.1', resolve));
  urlB = `http://127.0.0.1:${(serverB.address() as { port: number }).port}`;
  stops.unshift(async () => {
    await hubB.close();
    await new Promise((resolve) => serverB.close(resolve));
  });
  // Both hubs hear each other once their Redis subscriptions are in place: an event A emits reaches B.
  const p = await register(app);
  const probe = await listen(urlB, await channelKey(urlA, p.token, p.userId));
  await waitUntil(() => {
    hubA.emitToUser(p.userId, 'support_message', {
      conversation_id: '0',
      status: 'open',
      message: null,
    });
    return Promise.resolve(probe.events.length > 0);
  });
  probe.socket.disconnect();
}, 180_000);
afterAll(async () => {
  for (const stop of stops) await stop();
});

const subscribe = (l: Listener, key: string) =>
  new Promise<boolean>((resolve) =>
    l.socket.emit('subscribe', { channel: 'support', args: { key } }, (r: { ok: boolean }) =>
      resolve(r.ok),
    ),
  );
const inboxKey = async (cookie: string) => {
  const res = await app.inject({
    method: 'GET',
    url: '/v1/admin/support/realtime-token',
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ key: string }>().key;
};
/** Resolves with the reason when the server disconnects the socket; rejects if it is still open after `ms`. */
const disconnected = (l: Listener, ms = 10_000) =>
  new Promise<string>((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    l.socket.once('disconnect', (reason) => {
      clearTimeout(deadline);
      resolve(reason);
    });
  });

/**
 * Two support members' inbox sockets on process B; `end` ends the first one's console from process A. Then the
 * first socket is disconnected by the server, a player's next message reaches the second member only, and the
 * first member's earlier key no longer joins.
 */
async function endsTheInbox(end: (victim: Awaited<ReturnType<typeof staffOf>>) => Promise<void>) {
  const victim = await staffOf();
  const colleague = await staffOf();
  const key = await inboxKey(victim.cookie);
  const victimOnB = await listen(urlB);
  const colleagueOnB = await listen(urlB);
  const shopOnB = await listen(urlB, await channelKey(urlA, victim.token, victim.userId));
  try {
    expect(await subscribe(victimOnB, key)).toBe(true);
    expect(await subscribe(colleagueOnB, await inboxKey(colleague.cookie))).toBe(true);
    const gone = disconnected(victimOnB);
    const shopGone = disconnected(shopOnB);
    await end(victim);
    expect(await gone).toBe('io server disconnect');
    expect(await shopGone).toBe('io server disconnect');

    const p = await register(app);
    const sent = await app.inject({
      method: 'POST',
      url: '/v1/support/messages',
      headers: bearer(p.token),
      payload: { body: 'Anyone there?' },
    });
    const id = sent.json<{ conversation_id: string }>().conversation_id;
    await colleagueOnB.waitFor(
      (e) =>
        e.event === 'support_inbox' &&
        (e.payload as { conversation_id: string }).conversation_id === id,
    );
    expect(
      victimOnB.events.filter(
        (e) =>
          e.event === 'support_inbox' &&
          (e.payload as { conversation_id: string }).conversation_id === id,
      ),
    ).toEqual([]);

    const again = await listen(urlB);
    try {
      expect(await subscribe(again, key)).toBe(false);
    } finally {
      again.socket.disconnect();
    }
  } finally {
    for (const l of [victimOnB, colleagueOnB, shopOnB]) l.socket.disconnect();
  }
}
const staffOf = () => signedInStaff(app, db, 'support');

describe('a support member’s console inbox socket', () => {
  it('ends at once, on every process, when an admin blocks them', async () => {
    const admin = await signedInStaff(app, db, 'admin');
    await endsTheInbox(async (victim) => {
      const res = await app.inject({
        method: 'POST',
        url: `/v1/admin/players/${victim.userId}/block`,
        headers: { cookie: admin.cookie },
        payload: { reason: 'left the team' },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  it('ends at once when an admin ends their sessions', async () => {
    const admin = await signedInStaff(app, db, 'admin');
    await endsTheInbox(async (victim) => {
      const res = await app.inject({
        method: 'POST',
        url: `/v1/admin/players/${victim.userId}/sessions/revoke`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(200);
      const me = await app.inject({
        method: 'GET',
        url: '/v1/admin/me',
        headers: { cookie: victim.cookie },
      });
      expect(me.statusCode).toBe(404);
    });
  });

  it('ends at once when they change their password in the shop', async () => {
    await endsTheInbox(async (victim) => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/auth/password',
        headers: bearer(victim.token),
        payload: { current_password: victim.password, new_password: 'a-new-password-44' },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  it('ends when the command line revokes their role, from a process of its own', async () => {
    // The command's own send-only job queue on the shop's database, as admin-cli.ts opens it.
    const cli = await startJobs(db, {
      work: false,
      pollSeconds: 0.5,
      maintenanceSeconds: 60,
      stopTimeoutMs: 1_000,
      log: { error: () => undefined },
    });
    try {
      await endsTheInbox(async (victim) => {
        const printed: string[] = [];
        await runStaffCommand(db, cli, ['revoke', victim.login], (line) => printed.push(line));
        expect(printed).toEqual([`${victim.login} has no role now\n`]);
      });
    } finally {
      await cli.stop();
    }
  });
});
