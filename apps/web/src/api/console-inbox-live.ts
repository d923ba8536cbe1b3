/**
 * The console's live support inbox (issue 30 "replies arriving live on both sides"): a socket of its own on the
 * realtime channel (`/socket.io`, like api/realtime.ts). The console has no player bearer token — its session is
 * the HttpOnly cookie — so the socket connects as a visitor and, on every (re)connection, joins channel
 * `support` with a fresh 60 s key from `GET /v1/admin/support/realtime-token`; then it hears `support_inbox`.
 * Loaded lazily by the console's inbox, so socket.io stays out of other chunks.
 */
import { io, type Socket } from 'socket.io-client';
import type { SupportInboxEvent } from '@cases/domain/api/admin-support';
import { REALTIME_PATH, REALTIME_RETRY_MS } from '@cases/domain/realtime';
import type { ClientEvents, ServerEvents } from '@cases/domain/realtime';
import { getConsoleSupportKey } from './endpoints/get-console-support-key.ts';

/**
 * Connects; `onEvent` gets each inbox event, `onLive` whether the inbox room is joined now. Returns the function
 * that disconnects.
 */
export function connectInboxLive(
  onEvent: (e: SupportInboxEvent) => void,
  onLive: (live: boolean) => void,
): () => void {
  const socket: Socket<ServerEvents, ClientEvents> = io({
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: REALTIME_RETRY_MS,
    reconnectionDelayMax: 10 * REALTIME_RETRY_MS,
  });
  let closed = false;
  const join = () => {
    getConsoleSupportKey().then(
      (key) =>
        socket.emit('subscribe', { channel: 'support', args: { key } }, (res) => {
          if (!closed) onLive(res.ok);
        }),
      () => onLive(false),
    );
  };
  socket.on('connect', join);
  socket.on('disconnect', () => {
    if (!closed) onLive(false);
  });
  socket.on('support_inbox', onEvent);
  return () => {
    closed = true;
    socket.removeAllListeners();
    socket.disconnect();
  };
}
