/**
 * POST /v1/live_drop { is_top } → { drops } — the live drop feed (spec 000 §7; public).
 * Polled every 10 s (the realtime channel is not used by this client yet).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { liveDropResponse } from '@cases/domain/api/live';
import type { LiveDrop } from '@cases/domain/api/live';
import { apiPost } from '../../../api/client.ts';

export type LiveDropData = Camel<LiveDrop>;

/** Latest drops; `isTop` asks for the most valuable ones. */
export function getLiveDrops(isTop: boolean, signal?: AbortSignal): Promise<LiveDropData[]> {
  return apiPost('/v1/live_drop', { schema: liveDropResponse, body: { isTop }, signal }).then(
    (r) => r.drops,
  );
}

export const liveDropsQueryOptions = (isTop: boolean) =>
  queryOptions({
    queryKey: ['live-drops', isTop] as const,
    queryFn: ({ signal }) => getLiveDrops(isTop, signal),
    refetchInterval: 10_000,
  });

/** The live feed, refreshed every 10 s. */
export function useLiveDrops(isTop: boolean) {
  return useQuery(liveDropsQueryOptions(isTop));
}
