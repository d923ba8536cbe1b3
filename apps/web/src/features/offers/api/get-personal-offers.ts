/**
 * GET /v1/offers/user/{id} (spec 000 §7, spec 001 §2 personal offers; issue 29): the signed-in
 * player's personal offers, each with `triggerId` and `triggerType` set and `endsAt` its expiry.
 * Asking is also when the server makes a due offer (a first deposit's, valid 24 h).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offersResponse } from '@cases/domain/api/offers';
import { apiGet } from '../../../api/client.ts';

/** Query options of the personal offers of `userId` (the caller's own id). */
export const personalOffersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['offers', 'user', userId] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v1/offers/user/${encodeURIComponent(userId)}`, { schema: offersResponse, signal }),
    staleTime: 30_000,
  });

/** The caller's personal offers; idle until `userId` is known (`enabled` false otherwise). */
export function usePersonalOffers(userId: string | undefined, enabled = true) {
  return useQuery({
    ...personalOffersQueryOptions(userId ?? ''),
    enabled: enabled && userId !== undefined,
  });
}
