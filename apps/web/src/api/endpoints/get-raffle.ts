/**
 * GET /v1/event/raffle (issue 28 raffle): the season's raffle — its rule (one ticket per
 * `ticketPrice` roubles of paid case openings between `startsAt` and `endsAt`), prizes, the draw's
 * server seed hash (the seed itself after the draw) and the viewer's tickets. Public.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Camel } from '@cases/domain/casing';
import type { raffleInfoResponse } from '@cases/domain/api/event';
import { apiGet } from '../client.ts';
import { useSignedIn } from '../token.ts';

export type RaffleInfo = Camel<z.infer<typeof raffleInfoResponse>>;

export const raffleQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['event', 'raffle', signedIn] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/event/raffle', {
        schema: () => import('@cases/domain/api/event').then((m) => m.raffleInfoResponse),
        signal,
      }),
    staleTime: 30_000,
    retry: false,
  });

/** The running season's raffle; an error when the season has none. */
export function useRaffle() {
  return useQuery(raffleQueryOptions(useSignedIn()));
}
