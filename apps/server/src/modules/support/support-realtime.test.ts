/**
 * Issue 30 "Support", replies arriving live on both sides over the existing realtime channel: a staff reply and
 * a close reach the player's own socket (`support_message`) and no other player's; a player's message reaches a
 * console socket that joined channel `support` with a key from `GET /v1/admin/support/realtime-token`
 * (`support_inbox`); a player's channel key, a forged key or a key of a revoked role cannot join the inbox.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeRole, signedInStaff } from '../../test/console-fixtures.ts';
import { bearer, register } from '../../test/helper.ts';
import {
  channelKey,
  listen,
  listeningApp,
  roundTrip,
  type Listener,
} from '../../test/realtime-fixtures.ts';

let t: Awaited<ReturnType<typeof listeningApp>>;
beforeAll(async () => {
  t = await listeningApp();
});
afterAll(() => t.close());

const subscribe = (s: Socket, key: unknown) =>
  new Promise<boolean>((resolve) =>
    s.emit('subscribe', { channel: 'support', args: { key } }, (r: { ok: boolean }) =>
      resolve(r.ok),
    ),
  );
const inboxKey = async (cookie: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/admin/support/realtime-token',
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ key: string }>().key;
};

describe('support live', () => {
  it('sends a staff reply and a close to the player’s socket only, and a player’s message to the console', async () => {
    const staff = await signedInStaff(t.app, t.db, 'support');
    const p = await register(t.app);
    const other = await register(t.app);
    const player = await listen(t.url, await channelKey(t.url, p.token, p.userId));
    const stranger = await listen(t.url, await channelKey(t.url, other.token, other.userId));
    // The console's socket is a visitor's socket that joined the inbox room (here asking for English).
    const console = await listen(t.url, undefined, 'en');
    const sockets: Listener[] = [player, stranger, console];
    try {
      expect(await subscribe(console.socket, await inboxKey(staff.cookie))).toBe(true);

      const sent = await t.app.inject({
        method: 'POST',
        url: '/v1/support/messages',
        headers: bearer(p.token),
        payload: { body: 'Is anyone there?' },
      });
      const id = sent.json().conversation_id as string;
      expect(await console.waitFor((e) => e.event === 'support_inbox')).toMatchObject({
        conversation_id: id,
        user_id: p.userId,
        status: 'open',
        message: { body: 'Is anyone there?', from_staff: false, author_id: p.userId },
      });

      const reply = await t.app.inject({
        method: 'POST',
        url: `/v1/admin/support/conversations/${id}/reply`,
        headers: { cookie: staff.cookie },
        payload: { body: 'Yes, hello!' },
      });
      expect(reply.statusCode).toBe(200);
      expect(
        await player.waitFor(
          (e) =>
            e.event === 'support_message' &&
            (e.payload as { message: { from_staff: boolean } | null }).message?.from_staff === true,
        ),
      ).toMatchObject({ conversation_id: id, status: 'open', message: { body: 'Yes, hello!' } });

      await t.app.inject({
        method: 'POST',
        url: `/v1/admin/support/conversations/${id}/close`,
        headers: { cookie: staff.cookie },
      });
      expect(
        await player.waitFor(
          (e) =>
            e.event === 'support_message' && (e.payload as { status: string }).status === 'closed',
        ),
      ).toEqual({ conversation_id: id, status: 'closed', message: null });
      await console.waitFor(
        (e) => e.event === 'support_inbox' && (e.payload as { status: string }).status === 'closed',
      );

      await roundTrip(stranger);
      expect(stranger.events.filter((e) => e.event.startsWith('support_'))).toEqual([]);
      expect(player.events.filter((e) => e.event === 'support_inbox')).toEqual([]);
    } finally {
      for (const s of sockets) s.socket.disconnect();
    }
  });

  it('lets only a staff key of the support right join the inbox', async () => {
    const p = await register(t.app);
    const staff = await signedInStaff(t.app, t.db, 'support');
    const s = await listen(t.url, await channelKey(t.url, p.token, p.userId));
    try {
      // A player's own channel key is no inbox key, nor is a forged one or none.
      expect(await subscribe(s.socket, await channelKey(t.url, p.token, p.userId))).toBe(false);
      expect(await subscribe(s.socket, `${staff.userId}.9999999999.forged`)).toBe(false);
      expect(await subscribe(s.socket, undefined)).toBe(false);
      // A key issued before the role was revoked no longer joins.
      const key = await inboxKey(staff.cookie);
      await revokeRole(t.db, staff.login);
      expect(await subscribe(s.socket, key)).toBe(false);
      // A player's socket is not in the inbox room: a player's message does not reach it.
      await t.app.inject({
        method: 'POST',
        url: '/v1/support/messages',
        headers: bearer(p.token),
        payload: { body: 'hello' },
      });
      await s.waitFor((e) => e.event === 'support_message');
      await roundTrip(s);
      expect(s.events.filter((e) => e.event === 'support_inbox')).toEqual([]);
    } finally {
      s.socket.disconnect();
    }
  });
});
