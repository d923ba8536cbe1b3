/**
 * The realtime channel of the web app (spec 000 §7 "Real-time", spec 001 §4 real-time events):
 * one socket.io connection per app on `/socket.io`, signed with a 60 s key from
 * `GET /v1/users/centrifugo/token` (fetched again on every reconnect), retry after 1000 ms, at most
 * 5 retries. `connectRealtime` hands each event to the features' reactions (`RealtimeReactions`,
 * composed by app/realtime-reactions.ts), which turn them into TanStack Query updates and toasts:
 * `live_drop` (features/live), `sell_done` (features/inventory), `statechange` (features/withdraw).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n, TFunction } from 'i18next';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { REALTIME_MAX_RETRIES, REALTIME_PATH, REALTIME_RETRY_MS } from '@cases/domain/realtime';
import type {
  ClientEvents,
  ServerEventName,
  ServerEventPayload,
  ServerEvents,
} from '@cases/domain/realtime';
import { realtimeTokenResponse } from '@cases/domain/api/withdrawals';
import { apiGet } from './client.ts';
import { isSignedIn } from './token.ts';
import { setRealtimeSocket } from './realtime-rooms.ts';

export type RealtimeSocket = Socket<ServerEvents, ClientEvents>;

/** Fetches a fresh channel key for the signed-in player. */
export function getRealtimeKey(userId: string): Promise<string> {
  return apiGet('/v1/users/centrifugo/token', {
    schema: realtimeTokenResponse,
    query: { user_id: userId },
  }).then((r) => r.key);
}

/**
 * Opens the app's socket: signed when `userId` is given (a new key per connection attempt),
 * public events only otherwise; `lang` is the interface language the public events' catalog
 * texts come in (case and item names of the live feed, spec 000 §7 client language).
 */
export function openRealtime(userId: string | null, lang = 'ru'): RealtimeSocket {
  const socket: RealtimeSocket = io({
    path: REALTIME_PATH,
    // WebSocket only: a connection stays on the one server process that accepted it, so several
    // processes on one port need no sticky sessions (docs/decisions/010-processes.md).
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: REALTIME_RETRY_MS,
    reconnectionDelayMax: REALTIME_RETRY_MS,
    reconnectionAttempts: REALTIME_MAX_RETRIES,
    randomizationFactor: 0,
    auth: (cb) => {
      // No channel key without a session: a token gone since the socket opened (signed out in
      // another tab, cookies cleared) connects for public events instead of asking and failing 401.
      if (userId === null || !isSignedIn()) {
        cb({ lang });
        return;
      }
      getRealtimeKey(userId).then(
        (token) => cb({ token, lang }),
        () => cb({ lang }),
      );
    },
  });
  // The server disconnects a player's sockets when a session of theirs is revoked: sign in again with
  // a fresh key (a revoked session gets none and stays on public events).
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') socket.connect();
  });
  return socket;
}

/** What a reaction gets besides the event: the query cache, and the language of its toasts. */
export interface RealtimeContext {
  queryClient: QueryClient;
  t: TFunction;
  i18n: I18n;
}

/**
 * One feature's reactions to the app-wide events: event name → handler of its payload. A feature
 * exports one such map; the app hands them all to the channel (app/realtime-reactions.ts).
 */
export type RealtimeReactions = {
  [E in ServerEventName]?: (payload: ServerEventPayload<E>, context: RealtimeContext) => void;
} & {
  /**
   * Called on every (re)connection: events sent while the socket was not connected (the first
   * screen's data fetched before it opened, a dropped connection) are lost, so a feature whose
   * cache waits for one refreshes it here.
   */
  connect?: (context: RealtimeContext) => void;
};

/** Delivers every event named in `reactions` to its handler, with `context`. */
function listen(socket: RealtimeSocket, reactions: RealtimeReactions, context: RealtimeContext) {
  // socket.io's typings cannot follow a handler chosen by a variable event name.
  const loose = socket as unknown as { on(e: string, f: (p: unknown) => void): void };
  const { connect, ...events } = reactions;
  if (connect) socket.on('connect', () => connect(context));
  for (const name of Object.keys(events) as ServerEventName[]) {
    const react = events[name] as ((p: unknown, c: RealtimeContext) => void) | undefined;
    if (react) loose.on(name, (payload) => react(payload, context));
  }
}

/**
 * Connects the app's socket for `userId` (null: public events only) and hands its events to the
 * features' `reactions`, in the order given; returns the function that disconnects it. Loaded
 * lazily by realtime-bridge.tsx.
 */
export function connectRealtime(
  userId: string | null,
  context: RealtimeContext,
  reactions: readonly RealtimeReactions[],
): () => void {
  const socket = openRealtime(userId, context.i18n.language);
  // Pages join their rooms (battles) on this socket while they are mounted.
  setRealtimeSocket(socket);
  for (const r of reactions) listen(socket, r, context);
  return () => {
    setRealtimeSocket(null);
    socket.removeAllListeners();
    socket.disconnect();
  };
}
