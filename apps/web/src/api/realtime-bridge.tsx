/**
 * Mounts the realtime channel (api/realtime.ts) once the player is known: signed for a player,
 * public for a visitor. The channel's code, socket.io's client included, loads after the first
 * screen, so the front page's first download does not carry it.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMe } from './endpoints/get-me.ts';
import type * as Realtime from './realtime.ts';

let channel: Promise<typeof Realtime> | undefined;
/** The channel's module, loaded once. */
const loadChannel = () => (channel ??= import('./realtime.ts'));

/** Connects (and on a change of player, reconnects) the socket; renders nothing. */
export function RealtimeBridge() {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();
  const me = useMe();
  const userId = me.data?.userId ?? null;
  const waiting = me.isPending && me.fetchStatus !== 'idle';

  useEffect(() => {
    // Loading starts at once, while the player is still being asked for.
    const loading = loadChannel();
    if (waiting) return;
    let disconnect: (() => void) | undefined;
    let closed = false;
    void loading.then(({ connectRealtime }) => {
      if (!closed) disconnect = connectRealtime(userId, { queryClient, t, i18n });
    });
    return () => {
      closed = true;
      disconnect?.();
    };
  }, [queryClient, userId, waiting, t, i18n]);

  return null;
}
