/**
 * Rooms of the app's one realtime socket (issue 10 per-battle rooms; spec 000 §2 "per-page real-time
 * handlers are dropped from the old page and attached for the new one"): a page joins a room while it
 * is mounted — again after every reconnect — with its own handlers, and leaves it when it unmounts.
 * Only types of socket.io are imported here, so the first download does not carry it.
 */
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import type { ClientEvents, ServerEvents, SubscribeRequest } from '@cases/domain/realtime';

type AppSocket = Socket<ServerEvents, ClientEvents>;
type Handlers = { [E in keyof ServerEvents]?: ServerEvents[E] };

let current: AppSocket | null = null;
const listeners = new Set<() => void>();

/** Called by the realtime channel when its socket opens (and with null when it closes). */
export function setRealtimeSocket(socket: AppSocket | null): void {
  current = socket;
  for (const l of listeners) l();
}

/**
 * Joins the room of `request` (null: none) while mounted, delivering its events to `handlers` (the
 * latest ones are used, so inline handlers are fine).
 */
export function useRealtimeRoom(request: SubscribeRequest | null, handlers: Handlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const key = request === null ? null : JSON.stringify(request);
  useEffect(() => {
    if (key === null) return;
    const req = JSON.parse(key) as SubscribeRequest;
    let socket: AppSocket | null = null;
    const names = ['battles_battle_updated', 'battles_emoji_sent'] as const;
    const relay = Object.fromEntries(
      names.map((name) => [
        name,
        (payload: unknown) =>
          (latest.current[name] as ((p: unknown) => void) | undefined)?.(payload),
      ]),
    ) as Record<(typeof names)[number], (p: unknown) => void>;
    // socket.io's typings cannot follow a handler chosen by a variable event name.
    type Loose = {
      on(e: string, f: (p: unknown) => void): void;
      off(e: string, f: (p: unknown) => void): void;
    };
    const join = () => socket?.emit('subscribe', req);
    const attach = () => {
      if (socket === current) return;
      detach();
      socket = current;
      if (!socket) return;
      for (const name of names) (socket as unknown as Loose).on(name, relay[name]);
      socket.on('connect', join);
      if (socket.connected) join();
    };
    const detach = () => {
      if (!socket) return;
      if (socket.connected) socket.emit('unsubscribe', req);
      for (const name of names) (socket as unknown as Loose).off(name, relay[name]);
      socket.off('connect', join);
      socket = null;
    };
    attach();
    listeners.add(attach);
    return () => {
      listeners.delete(attach);
      detach();
    };
  }, [key]);
}
