/**
 * Realtime test fixtures: the app with a real hub, listening on a free local port, and socket.io
 * clients that collect the events they receive.
 */
import { REALTIME_PATH, type ServerEventName } from '@cases/domain/realtime';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { withSecrets } from '../platform/secrets.ts';
import type { Db } from '../db/client.ts';
import { createHub, type Hub } from '../platform/realtime/hub.ts';
import type { App, AppDeps } from '../platform/types.ts';
import { bearer, openTestPglite, waitUntil } from './helper.ts';

/**
 * The app on in-memory PGlite with a hub (no Redis), listening on 127.0.0.1; `env` adds configuration,
 * `inputs` the test's own schedule for timed work.
 */
export async function listeningApp(
  env: Record<string, string> = {},
  inputs: Pick<AppDeps, 'schedule'> = {},
): Promise<{
  app: App;
  db: Db;
  hub: Hub;
  config: Config;
  url: string;
  close(): Promise<void>;
}> {
  const database = await openTestPglite();
  const config = await withSecrets(database.db, loadConfig({ LOG_LEVEL: 'silent', ...env }));
  const hub = createHub({ secret: config.auth.secret });
  const app = await buildApp({ db: database.db, config, hub, ...inputs });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db: database.db,
    hub,
    config,
    url,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A channel token for the player through `GET /v1/users/centrifugo/token`. */
export async function channelKey(baseUrl: string, token: string, userId: string): Promise<string> {
  const res = await fetch(`${baseUrl}/v1/users/centrifugo/token?user_id=${userId}`, {
    headers: bearer(token),
  });
  if (res.status !== 200) throw new Error(`token failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { key: string }).key;
}

export interface Listener {
  socket: Socket;
  events: { event: ServerEventName; payload: unknown }[];
  /** Resolves with the first event matching `pred`, or rejects after `ms`. */
  waitFor(pred: (e: { event: string; payload: unknown }) => boolean, ms?: number): Promise<unknown>;
}

/**
 * Connects to `baseUrl` (optionally with a channel key, and an interface language for the public
 * events' catalog texts) and records every event.
 */
export async function listen(baseUrl: string, key?: string, lang?: string): Promise<Listener> {
  const auth = { ...(key ? { token: key } : {}), ...(lang ? { lang } : {}) };
  const socket = io(baseUrl, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    ...(key || lang ? { auth } : {}),
  });
  const events: Listener['events'] = [];
  socket.onAny((event: ServerEventName, payload: unknown) => void events.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const waitFor: Listener['waitFor'] = async (pred, ms = 10_000) => {
    let hit: Listener['events'][number] | undefined;
    const found = () => {
      hit = events.find(pred);
      return Promise.resolve(hit !== undefined);
    };
    await waitUntil(found, ms).catch(() => {
      throw new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`);
    });
    return hit!.payload;
  };
  return { socket, events, waitFor };
}

/**
 * A round trip to the server on this socket (a subscription to no channel, refused at once): once its
 * answer is back, every event the server sent this socket before it has arrived, since one connection
 * keeps its order. The "later" marker before asserting that some event did not arrive.
 */
export function roundTrip(l: Listener): Promise<void> {
  return new Promise((resolve) =>
    l.socket.emit('subscribe', { channel: 'round-trip', args: {} }, () => resolve()),
  );
}
