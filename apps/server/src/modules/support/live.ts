/**
 * The support chat live on the existing realtime channel (issue 30 "replies arriving live on both sides";
 * platform/realtime/hub.ts): the player hears `support_message` in their own room `user:<id>`; the console's
 * sockets join the room `support:inbox` of channel `support` with a 60 s key from
 * `GET /v1/admin/support/realtime-token` (the console has no player bearer token: its session is the HttpOnly
 * cookie) and hear `support_inbox`. The key is a channel token signed with a key derived from AUTH_SECRET for
 * this purpose alone, so a player's channel token never opens the inbox and a staff key never signs a socket in
 * as a player; every process verifies it with the same secret and the hub fans events out through Redis when
 * configured. Joining also re-checks that the staff member still holds the `support` right and a signed-in console,
 * and the socket ends when their console does (issue 44).
 */
import { hasRight } from '@cases/domain/api/admin';
import type { SupportInboxEvent } from '@cases/domain/api/admin-support';
import type { SupportPlayerEvent } from '@cases/domain/api/support';
import { createHmac } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import type { ChannelRooms, Hub } from '../../platform/realtime/hub.ts';
import { signChannelToken, verifyChannelToken } from '../../platform/realtime/token.ts';
import { consoleRoleOf } from '../../kernel/staff/access.ts';

/** The console's live room of the inbox (and its `#en` twin for sockets that asked for English). */
export const INBOX_ROOM = 'support:inbox';

const staffSecret = (secret: string) =>
  createHmac('sha256', secret).update('support-inbox-channel').digest('hex');

/** A 60 s key for staff member `staffId`'s console socket. */
export const signInboxKey = (secret: string, staffId: number, nowMs = Date.now()) =>
  signChannelToken(staffSecret(secret), staffId, nowMs);

/** The staff id of a valid, unexpired inbox key, or null. */
export const verifyInboxKey = (secret: string, key: unknown, nowMs = Date.now()) =>
  verifyChannelToken(staffSecret(secret), key, nowMs);

/**
 * Channel `support`: `{ key }` → the inbox room, for a key of a staff member holding the `support` right and a
 * signed-in console (not blocked, sessions not ended, password unchanged: issue 44). The socket joins on the staff
 * member's behalf (`owner`), so blocking them, ending their sessions or changing their password — each of which
 * calls the hub's `disconnectUser` — ends it at once, in every process.
 */
export function inboxChannel(db: DbOrTx, secret: string): ChannelRooms {
  return {
    room: (args) => (typeof args?.key === 'string' ? INBOX_ROOM : null),
    owner: (args) => verifyInboxKey(secret, args?.key),
    authorize: async (_userId, args) => {
      const staffId = verifyInboxKey(secret, args?.key);
      if (staffId === null) return false;
      const role = await consoleRoleOf(db, staffId);
      return role !== null && hasRight(role, 'support');
    },
  };
}

/** Tells the player's sockets (every tab, every process). */
export function tellPlayer(hub: Hub | undefined, userId: number, e: SupportPlayerEvent): void {
  hub?.emitToUser(userId, 'support_message', e);
}

/** Tells every console socket in the inbox room, whatever language it asked for. */
export function tellStaff(hub: Hub | undefined, e: SupportInboxEvent): void {
  hub?.emitToRoom(INBOX_ROOM, 'support_inbox', e);
  hub?.emitToRoom(INBOX_ROOM, 'support_inbox', e, 'en');
}
