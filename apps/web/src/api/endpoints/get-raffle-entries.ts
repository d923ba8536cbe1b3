/**
 * GET /v1/event/raffle-entries/{slug} (issue 28; docs/fairness.md "Raffle"): a drawn raffle's entries in
 * their published order (position, user id, tickets), its public seed and prize count — what the check
 * page hashes and draws again. Empty, and `publicSeed` null, before the draw. Public.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { RaffleEntries } from '@cases/domain/api/raffle';
import { apiGet } from '../client.ts';

export type RaffleEntriesData = Camel<RaffleEntries>;

export const raffleEntriesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['event', 'raffle-entries', slug] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v1/event/raffle-entries/${encodeURIComponent(slug)}`, {
        schema: () => import('@cases/domain/api/raffle').then((m) => m.raffleEntriesResponse),
        signal,
      }),
    retry: false,
  });
