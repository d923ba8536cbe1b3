/**
 * POST /v1/live_drop { is_top } → { drops } — the live drop feed (spec 000 §7; public).
 * Pushed over the realtime channel (api/realtime.ts, live-realtime.ts); polled every 30 s as a fallback.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { LiveDrop } from '@cases/domain/api/live';
import { apiPost } from '../../../api/client.ts';

export type LiveDropData = Camel<LiveDrop>;

/** Latest drops; `isTop` asks for the most valuable ones. */
export function getLiveDrops(isTop: boolean, signal?: AbortSignal): Promise<LiveDropData[]> {
  return apiPost('/v1/live_drop', {
    schema: () => import('@cases/domain/api/live').then((m) => m.liveDropResponse),
    body: { isTop },
    signal,
  }).then((r) => r.drops);
}

export const liveDropsQueryOptions = (isTop: boolean) =>
  queryOptions({
    queryKey: ['live-drops', isTop] as const,
    queryFn: ({ signal }) => getLiveDrops(isTop, signal),
    // Pushed drops arrive over the socket (live-realtime.ts); polling is the fallback.
    refetchInterval: 30_000,
  });

/** The live feed: pushed over the socket, refreshed every 30 s as a fallback. */
export function useLiveDrops(isTop: boolean) {
  return useQuery(liveDropsQueryOptions(isTop));
}
