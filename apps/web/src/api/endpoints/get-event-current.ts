/**
 * GET /v1/event/current (spec 001 §3 Event settings, §7): the running season — its titles, timers,
 * pictures, tabs, the caller's season figures and the coin's icon and colour. Public.
 * `useSeasonCoin` gives the coin's look with the spec 001 §8 fallback (`/season/coin.svg`, `#F03573`)
 * while loading, when the call fails and when no season runs.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { EventCurrent } from '@cases/domain/api/event';
import { apiGet } from '../client.ts';
import { useSignedIn } from '../token.ts';

export type EventCurrentData = Camel<EventCurrent>;

/** The coin's look when settings are missing (spec 001 §8 "default coin icon and colour #F03573"). */
export const DEFAULT_COIN = { icon: '/season/coin.svg', color: '#F03573' } as const;

/** Fetches the season's settings. */
export function getEventCurrent(signal?: AbortSignal): Promise<EventCurrentData> {
  return apiGet('/v1/event/current', {
    schema: () => import('@cases/domain/api/event').then((m) => m.eventCurrentResponse),
    signal,
  });
}

/** Query options; keyed by sign-in since `userStats` is the caller's. */
export const eventCurrentQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['event', 'current', signedIn] as const,
    queryFn: ({ signal }) => getEventCurrent(signal),
    staleTime: 60_000,
  });

/** The season's settings of the viewer (undefined while loading or after a failure). */
export function useEventCurrent() {
  return useQuery(eventCurrentQueryOptions(useSignedIn()));
}

/** The coin's icon (a URL) and colour (CSS), falling back to the defaults. */
export function useSeasonCoin(): { icon: string; color: string } {
  const season = useEventCurrent().data;
  if (!season?.currentEvent) return DEFAULT_COIN;
  return {
    icon: season.coinsIcon || DEFAULT_COIN.icon,
    color: season.coinsColor || DEFAULT_COIN.color,
  };
}
