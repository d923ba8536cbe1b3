/**
 * The realtime channel of the web app (spec 000 §7 "Real-time", spec 001 §4 real-time events):
 * one socket.io connection per app on `/socket.io`, signed with a 60 s key from
 * `GET /v1/users/centrifugo/token` (fetched again on every reconnect), retry after 1000 ms, at most
 * 5 retries. `connectRealtime` turns events into TanStack Query updates: `live_drop` goes to the
 * front of the live feed, `statechange` updates the item in the inventory caches and refreshes me
 * (a failure also sends the `withdraw_failed` analytics event, spec 001 §8), `sell_done` finishes a
 * queued sale (spec 001 §4 Sell).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n, TFunction } from 'i18next';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { camelize } from '@cases/domain/casing';
import { REALTIME_MAX_RETRIES, REALTIME_PATH, REALTIME_RETRY_MS } from '@cases/domain/realtime';
import type { ClientEvents, ServerEvents, StateChange } from '@cases/domain/realtime';
import { realtimeTokenResponse } from '@cases/domain/api/withdrawals';
import { formatPrice } from '../ui/price.tsx';
import { showToast } from '../ui/toast-store.ts';
import { trackWithdrawFailure } from '../features/analytics/track-withdraw-failure.ts';
import { findCachedItems, setItemStatus } from '../features/inventory/api/inventory-cache.ts';
import { applySellDone } from '../features/inventory/api/sell-done.ts';
import type { LiveDropData } from '../features/live/api/get-live-drops.ts';
import { liveDropsQueryOptions } from '../features/live/api/get-live-drops.ts';
import { apiGet } from './client.ts';
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
      if (userId === null) {
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

/** Keeps at most this many drops in the pushed feed. */
const LIVE_FEED_LIMIT = 30;

/** Puts a pushed drop at the front of the latest-drops feed (spec 000 §7 live drops). */
export function prependLiveDrop(queryClient: QueryClient, drop: LiveDropData): void {
  queryClient.setQueryData(liveDropsQueryOptions(false).queryKey, (drops) => {
    if (!drops) return drops;
    if (drops.some((d) => d.id === drop.id)) return drops;
    return [drop, ...drops].slice(0, Math.max(LIVE_FEED_LIMIT, drops.length));
  });
}

/**
 * Applies a status change to every cached own inventory; unknown items make the lists stale. A change
 * with an `error_code` also queues the withdraw-failure analytics event (item name, price, code).
 */
export function applyStateChange(queryClient: QueryClient, change: StateChange): void {
  if (change.error_code)
    trackWithdrawFailure(findCachedItems(queryClient, [change.item_id]), change.error_code);
  const found = setItemStatus(queryClient, change.item_id, change.status);
  // The withdrawal tab refreshes (a sent item gains its trade offer: bot, link, expiry); the active
  // list keeps the item with its new status until the player reloads.
  if (!found) void queryClient.invalidateQueries({ queryKey: ['inventory', 'me'] });
  else void queryClient.invalidateQueries({ queryKey: ['inventory', 'me', 'withdrawal'] });
  void queryClient.invalidateQueries({ queryKey: ['me'] });
}

type StateAlertKey =
  | `alerts.${NonNullable<StateChange['error_code']>}`
  | 'alerts.preparing_to_dispatch'
  | 'alerts.item_received';

/** Player-facing alert key of a status change (spec 001 §4, §8), or null when there is none. */
export function stateChangeAlert(
  change: StateChange,
): { type: 'success' | 'error'; key: StateAlertKey } | null {
  if (change.error_code) return { type: 'error', key: `alerts.${change.error_code}` as const };
  if (change.status === 'send') return { type: 'success', key: 'alerts.preparing_to_dispatch' };
  if (change.status === 'STEAM_WITHDRAWN') return { type: 'success', key: 'alerts.item_received' };
  return null;
}

/** What the connection needs from the app: the query cache, and the language of its toasts. */
export interface RealtimeContext {
  queryClient: QueryClient;
  t: TFunction;
  i18n: I18n;
}

/**
 * Connects the app's socket for `userId` (null: public events only) and feeds its events into the
 * query cache; returns the function that disconnects it. Loaded lazily by realtime-bridge.tsx.
 */
export function connectRealtime(
  userId: string | null,
  { queryClient, t, i18n }: RealtimeContext,
): () => void {
  const socket = openRealtime(userId, i18n.language);
  // Pages join their rooms (battles) on this socket while they are mounted.
  setRealtimeSocket(socket);
  socket.on('live_drop', ({ drop }) => prependLiveDrop(queryClient, camelize(drop)));
  socket.on('sell_done', (done) => {
    applySellDone(queryClient, done);
    showToast({
      type: 'success',
      message: t('inventory.saleDone', { amount: formatPrice(done.price, i18n.language) }),
    });
  });
  socket.on('statechange', (change) => {
    applyStateChange(queryClient, change);
    const alert = stateChangeAlert(change);
    if (!alert) return;
    showToast({
      type: alert.type,
      title: alert.type === 'error' ? t('alerts.cannotSend') : undefined,
      message: t(alert.key),
    });
  });
  return () => {
    setRealtimeSocket(null);
    socket.removeAllListeners();
    socket.disconnect();
  };
}
