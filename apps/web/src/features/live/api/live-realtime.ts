/**
 * The live feed's realtime reaction (spec 000 §7 live drops): a pushed `live_drop` goes to the front
 * of the latest-drops feed. Handed to the channel by app/realtime-reactions.ts.
 */
import type { QueryClient } from '@tanstack/react-query';
import { camelize } from '@cases/domain/casing';
import type { RealtimeReactions } from '../../../api/realtime.ts';
import { liveDropsQueryOptions } from './get-live-drops.ts';
import type { LiveDropData } from './get-live-drops.ts';

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

/** `live_drop` → the front of the feed. */
export const liveRealtime: RealtimeReactions = {
  live_drop: ({ drop }, { queryClient }) => prependLiveDrop(queryClient, camelize(drop)),
};
