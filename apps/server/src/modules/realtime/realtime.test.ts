import { REALTIME_PATH } from '@cases/domain/realtime';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register } from '../../test/helper.ts';
import { channelKey, listen, listeningApp, type Listener } from '../../test/realtime-fixtures.ts';
import { signChannelToken, verifyChannelToken } from '../../platform/realtime/token.ts';

let t: Awaited<ReturnType<typeof listeningApp>>;
beforeAll(async () => {
  t = await listeningApp();
});
afterAll(() => t.close());

describe('channel tokens (spec 000 §7)', () => {
  it('issues a key only for the signed-in player themself', async () => {
    const p = await register(t.app);
    const other = await register(t.app);
    const url = (id: string) => `/v1/users/centrifugo/token?user_id=${id}`;
    const mine = await t.app.inject({
      method: 'GET',
      url: url(p.userId),
      headers: bearer(p.token),
    });
    expect(mine.statusCode).toBe(200);
    expect(verifyChannelToken(t.config.auth.secret, mine.json().key)).toBe(Number(p.userId));
    // Never the development value once printed in the repository (issue 8).
    expect(verifyChannelToken('auth-state-secret-change-me', mine.json().key)).toBeNull();
    const theirs = await t.app.inject({
      method: 'GET',
      url: url(other.userId),
      headers: bearer(p.token),
    });
    expect(theirs.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url(p.userId) })).statusCode).toBe(401);
  });

  it('expires after 60 s and rejects tampering', () => {
    const key = signChannelToken('s'.repeat(16), 7, 1_000_000);
    expect(verifyChannelToken('s'.repeat(16), key, 1_000_000 + 59_000)).toBe(7);
    expect(verifyChannelToken('s'.repeat(16), key, 1_000_000 + 60_000)).toBeNull();
    expect(verifyChannelToken('s'.repeat(16), key.replace(/^7\./, '8.'), 1_000_000)).toBeNull();
    expect(verifyChannelToken('x'.repeat(16), key, 1_000_000)).toBeNull();
  });
});

describe('socket.io channel', () => {
  it('delivers private events only to their owner and public events to everyone', async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const sa = await listen(t.url, await channelKey(t.url, a.token, a.userId));
    const sb = await listen(t.url, await channelKey(t.url, b.token, b.userId));
    const visitor = await listen(t.url);
    try {
      t.hub.emitToUser(a.userId, 'statechange', { item_id: '1', status: 'PREPARING' });
      t.hub.emitPublic('battles_emoji_sent', {
        battle_ulid: '01JD7Y8Q3ZK4M5N6P7Q8R9S0TV',
        content: 'fire',
        member_id: '1',
      });
      for (const s of [sa, sb, visitor]) await s.waitFor((e) => e.event === 'battles_emoji_sent');
      await sa.waitFor((e) => e.event === 'statechange');
      expect(sb.events.filter((e) => e.event === 'statechange')).toEqual([]);
      expect(visitor.events.filter((e) => e.event === 'statechange')).toEqual([]);
    } finally {
      for (const s of [sa, sb, visitor]) s.socket.disconnect();
    }
  });

  it('disconnects a player’s sockets when a session of theirs is revoked; the revoked one cannot sign in again', async () => {
    const p = await register(t.app);
    const s = await listen(t.url, await channelKey(t.url, p.token, p.userId));
    let fresh: Listener | undefined;
    try {
      const closed = new Promise<string>((resolve) => s.socket.once('disconnect', resolve));
      const revoke = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/revoke',
        headers: bearer(p.token),
      });
      expect(revoke.statusCode).toBe(200);
      expect(await closed).toBe('io server disconnect');
      // The revoked session gets no new channel key, so it hears no private event again.
      await expect(channelKey(t.url, p.token, p.userId)).rejects.toThrow(/401/);
      // A new session of the player listens too: the event reaching it is the later thing that did
      // arrive, before asserting the revoked socket heard nothing.
      const again = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { login: p.login, password: p.password },
      });
      expect(again.statusCode).toBe(200);
      const token = again.json<{ access_token: string }>().access_token;
      fresh = await listen(t.url, await channelKey(t.url, token, p.userId));
      t.hub.emitToUser(p.userId, 'statechange', { item_id: '1', status: 'PREPARING' });
      await fresh.waitFor((e) => e.event === 'statechange');
      expect(s.events.filter((e) => e.event === 'statechange')).toEqual([]);
    } finally {
      s.socket.disconnect();
      fresh?.socket.disconnect();
    }
  });

  it('refuses a bad token', async () => {
    const socket = io(t.url, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      auth: { token: '1.1.bad' },
    });
    const err = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    socket.disconnect();
    expect(err.message).toBe('authentication');
  });
});
