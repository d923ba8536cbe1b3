/**
 * The realtime hub (ARCHITECTURE "realtime hub"): one socket.io server at /socket.io, typed by
 * `ServerEvents` (packages/domain/src/realtime.ts). A socket that connects with `auth: { token }` (from
 * `GET /v1/users/centrifugo/token`) joins `user:<id>` and gets that user's private events; a socket
 * without a token gets public events only; a bad or expired token is refused (`authentication`).
 * A socket that connects with `auth: { lang: 'en' }` gets public events with English catalog texts.
 * With a Redis URL the socket.io Redis adapter (ioredis pub/sub) fans events out to every process.
 * Services emit only after their transaction commits.
 */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  REALTIME_PATH,
  type ClientEvents,
  type SubscribeRequest,
  type ServerEventName,
  type ServerEventPayload,
  type ServerEvents,
} from '@cases/domain/realtime';
import type { Language } from '@cases/domain/api/site-web';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { verifyChannelToken } from './token.ts';

export interface Hub {
  /** Sends a private event to every socket of `userId` (in any process). */
  emitToUser<E extends ServerEventName>(
    userId: number | string,
    event: E,
    payload: ServerEventPayload<E>,
  ): void;
  /**
   * Sends an event to every connected socket (in any process); with `lang`, only to the sockets of
   * that interface language (`ru`: every socket that did not ask for `en`).
   */
  emitPublic<E extends ServerEventName>(
    event: E,
    payload: ServerEventPayload<E>,
    lang?: Language,
  ): void;
  /**
   * Sends an event to the sockets in `room` (in any process), a room a channel named: with `lang`
   * 'en' to those of them that asked for English, otherwise to the others (catalog texts differ).
   */
  emitToRoom<E extends ServerEventName>(
    room: string,
    event: E,
    payload: ServerEventPayload<E>,
    lang?: Language,
  ): void;
  /**
   * Lets sockets join rooms of `channel` with `subscribe` (and leave with `unsubscribe`): `room` names
   * the room of a request (null: malformed), `authorize` decides for the socket's user (null: visitor).
   */
  addChannel(channel: SubscribeRequest['channel'], rooms: ChannelRooms): void;
  /**
   * Disconnects every signed socket of `userId` (in any process, through the adapter), after a session
   * of theirs was revoked: a channel token does not name its session, so each socket must sign in
   * again — the web app reconnects at once with a fresh key, which a revoked session can no longer
   * get. Sockets that joined a channel room on the user's behalf (`ChannelRooms.owner`: a staff
   * member's console inbox, issue 44) are disconnected too.
   */
  disconnectUser(userId: number | string): void;
  /** Serves the channel on this HTTP server (the Fastify server's). */
  attach(server: HttpServer): void;
  /** Disconnects every socket and closes the Redis clients. */
  close(): Promise<void>;
  /** Sockets connected to this process (for the metrics; absent on test fakes). */
  connections?(): number;
}

/** How a channel maps subscription requests to rooms (issue 10 per-battle rooms). */
export interface ChannelRooms {
  room(args: SubscribeRequest['args']): string | null;
  authorize(userId: number | null, args: SubscribeRequest['args']): Promise<boolean>;
  /**
   * The user on whose behalf a request joins (a staff member's console socket, which carries no
   * player token, issue 44), or null: `disconnectUser` of that user then ends the socket too.
   */
  owner?(args: SubscribeRequest['args']): number | null;
}

export interface HubOptions {
  /** AUTH_SECRET: verifies channel tokens. */
  secret: string;
  /** REDIS_URL; undefined keeps fan-out in this process. */
  redisUrl?: string | undefined;
}

const userRoom = (userId: number | string) => `user:${userId}`;
/** The sockets that joined a channel room on behalf of a user (ChannelRooms.owner); no events go here. */
const ownerRoom = (userId: number | string) => `owner:${userId}`;
/** Sockets that connected with `auth: { lang: 'en' }` (spec 000 §7 client language); the rest get Russian. */
const ENGLISH_ROOM = 'lang:en';
/** The English twin of a channel room. */
const EN_SUFFIX = '#en';

/** Creates the hub; with a Redis URL it fans out through Redis once connected (never throws for Redis). */
export function createHub(opts: HubOptions): Hub {
  const io = new Server<ClientEvents, ServerEvents>({
    path: REALTIME_PATH,
    serveClient: false,
    cors: { origin: true, credentials: true },
  });
  const redis: Redis[] = [];
  if (opts.redisUrl) {
    // ioredis reconnects by itself; the hub works (in this process only) while Redis is away, and
    // starts even when Redis is down (issue 14 "Faults survived": a Redis restart).
    const pub = new Redis(opts.redisUrl, { maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', () => undefined);
    // The adapter publishes without waiting for the answer: a publish that fails during an outage
    // loses that event for the other processes (the web app refetches on reconnect) and must not
    // become an unhandled rejection that ends the process.
    const publish = pub.publish.bind(pub) as (...args: unknown[]) => Promise<number>;
    (pub as unknown as { publish: (...args: unknown[]) => Promise<number> }).publish = (...args) =>
      publish(...args).catch(() => 0);
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }
  io.use((socket, next) => {
    const { token, lang } = socket.handshake.auth as { token?: unknown; lang?: unknown };
    if (lang === 'en') void socket.join(ENGLISH_ROOM);
    if (token === undefined || token === null || token === '') return next();
    const userId = verifyChannelToken(opts.secret, token);
    if (userId === null) return next(new Error('authentication'));
    void socket.join(userRoom(userId));
    (socket.data as { userId?: number }).userId = userId;
    return next();
  });
  const channels = new Map<string, ChannelRooms>();
  io.on('connection', (socket) => {
    const userId = (socket.data as { userId?: number }).userId ?? null;
    // A channel room has an English twin, so each language gets its own texts.
    const suffix = (socket.handshake.auth as { lang?: unknown }).lang === 'en' ? EN_SUFFIX : '';
    const roomOf = (req: unknown) => {
      const r = req as SubscribeRequest | null | undefined;
      const channel = typeof r?.channel === 'string' ? channels.get(r.channel) : undefined;
      const args = r?.args !== null && typeof r?.args === 'object' ? r.args : undefined;
      const room = channel?.room(args) ?? null;
      return channel && room ? { channel, room, args } : null;
    };
    socket.on('subscribe', (req, ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const found = roomOf(req);
      if (!found) return reply({ ok: false });
      const owner = found.channel.owner?.(found.args) ?? null;
      const rooms = [found.room + suffix, ...(owner === null ? [] : [ownerRoom(owner)])];
      found.channel.authorize(userId, found.args).then(
        async (ok) => {
          if (ok) await socket.join(rooms);
          reply({ ok });
        },
        () => reply({ ok: false }),
      );
    });
    socket.on('unsubscribe', (req) => {
      const found = roomOf(req);
      if (found) void socket.leave(found.room + suffix);
    });
  });
  return {
    emitToUser: (userId, event, payload) => {
      // socket.io's emit typing cannot follow a generic event name; the public signature is typed.
      (io.to(userRoom(userId)).emit as (e: string, p: unknown) => boolean)(event, payload);
    },
    emitToRoom: (room, event, payload, lang) => {
      (io.to(lang === 'en' ? room + EN_SUFFIX : room).emit as (e: string, p: unknown) => boolean)(
        event,
        payload,
      );
    },
    addChannel: (channel, rooms) => {
      channels.set(channel, rooms);
    },
    emitPublic: (event, payload, lang) => {
      const target =
        lang === undefined ? io : lang === 'en' ? io.to(ENGLISH_ROOM) : io.except(ENGLISH_ROOM);
      (target.emit as (e: string, p: unknown) => boolean)(event, payload);
    },
    disconnectUser: (userId) => {
      io.in([userRoom(userId), ownerRoom(userId)]).disconnectSockets(true);
    },
    attach: (server) => {
      io.attach(server);
    },
    connections: () => io.engine?.clientsCount ?? 0,
    close: async () => {
      io.disconnectSockets(true);
      await Promise.all(redis.map((r) => r.quit().catch(() => 'closed')));
    },
  };
}
