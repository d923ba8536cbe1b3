/**
 * GET /v1/event/cases?count= (spec 001 §7 Event): the season's case sections — its event cases, the
 * coin cases (priced in the season's coin) and the new cases. Public.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { EventCases } from '@cases/domain/api/event';
import { apiGet } from '../client.ts';
import { useSignedIn } from '../token.ts';

export type EventCasesData = Camel<EventCases>;

export const eventCasesQueryOptions = (signedIn: boolean, count?: number) =>
  queryOptions({
    queryKey: ['event', 'cases', signedIn, count ?? null] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/event/cases', {
        schema: () => import('@cases/domain/api/event').then((m) => m.eventCasesResponse),
        query: { count },
        signal,
      }),
    staleTime: 30_000,
  });

/** The season's sections; `count` limits the cases per section. */
export function useEventCases(count?: number) {
  return useQuery(eventCasesQueryOptions(useSignedIn(), count));
}
