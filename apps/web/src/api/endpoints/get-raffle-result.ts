/**
 * GET /v1/event/raffle-result/{slug}?page=&per_page= (spec 001 §3 Raffle result, §7): one page of a
 * raffle's winners (avatar, name, level, position, tickets, prize) with the paginator, the number of
 * prizes and whether the viewer takes part. Public.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { RaffleResult } from '@cases/domain/api/event';
import { apiGet } from '../client.ts';
import { useSignedIn } from '../token.ts';

export type RaffleResultData = Camel<RaffleResult>;
export type RaffleWinner = RaffleResultData['raffleResult'][number];

export const RAFFLE_PAGE_SIZE = 20;

export const raffleResultQueryOptions = (slug: string, page: number, signedIn: boolean) =>
  queryOptions({
    queryKey: ['event', 'raffle-result', slug, page, signedIn] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v1/event/raffle-result/${encodeURIComponent(slug)}`, {
        schema: () => import('@cases/domain/api/event').then((m) => m.raffleResultResponse),
        query: { page, per_page: RAFFLE_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** One page (from 1) of the raffle `slug`'s winners. */
export function useRaffleResult(slug: string, page: number) {
  return useQuery(raffleResultQueryOptions(slug, page, useSignedIn()));
}
