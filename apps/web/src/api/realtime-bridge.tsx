/**
 * Mounts the realtime channel (api/realtime.ts) once the player is known: signed for a player,
 * public for a visitor. The channel's code, socket.io's client included, and the features'
 * reactions to its events (given by the app as `loadReactions`) load after the first screen, so the
 * front page's first download does not carry them. A visitor's channel carries only the live feed,
 * whose first rows came over HTTP: it waits until the page has settled (api/page-settled.ts).
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMe } from './endpoints/get-me.ts';
import type * as Realtime from './realtime.ts';
import type { RealtimeReactions } from './realtime.ts';
import { isSignedIn } from './token.ts';
import { whenSettled } from './page-settled.ts';

let channel: Promise<typeof Realtime> | undefined;
/** The channel's module, loaded once. */
const loadChannel = () => (channel ??= import('./realtime.ts'));

/**
 * Connects (and on a change of player, reconnects) the socket, handing its events to the reactions
 * `loadReactions` resolves to (a stable function: a change reconnects); renders nothing.
 */
export function RealtimeBridge({
  loadReactions,
}: {
  loadReactions: () => Promise<readonly RealtimeReactions[]>;
}) {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();
  const me = useMe();
  const userId = me.data?.userId ?? null;
  const waiting = me.isPending && me.fetchStatus !== 'idle';

  useEffect(() => {
    // For a player, loading starts at once, while the player is still being asked for; a visitor's
    // waits for the page to settle.
    const visitor = userId === null && !isSignedIn();
    const loading = (visitor ? whenSettled() : Promise.resolve()).then(() =>
      Promise.all([loadChannel(), loadReactions()]),
    );
    if (waiting) return;
    let disconnect: (() => void) | undefined;
    let closed = false;
    void loading.then(([{ connectRealtime }, reactions]) => {
      if (!closed) disconnect = connectRealtime(userId, { queryClient, t, i18n }, reactions);
    });
    return () => {
      closed = true;
      disconnect?.();
    };
  }, [queryClient, userId, waiting, t, i18n, loadReactions]);

  return null;
}
