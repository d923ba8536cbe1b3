/**
 * GET /v1/triggers (spec 000 §7, spec 001 §2 "A personal-offer modal shown when a trigger id exists";
 * issue 29): what applies to the signed-in player now — daily-case triggers (`type: 'dailycasepay'`)
 * and personal offers (`type: 'offer'`). This feature reads only the offers, narrowed on `type`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { OfferTrigger } from '@cases/domain/api/offers';
import { apiGet } from '../../../api/client.ts';

export type OfferTriggerData = Camel<OfferTrigger>;

/** Query options of the caller's triggers; `userId` keys them so another account never reads them. */
export const triggersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['offers', 'triggers', userId] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/triggers', {
        schema: () => import('@cases/domain/api/daily').then((m) => m.triggersResponse),
        signal,
      }),
    staleTime: 60_000,
  });

/** The personal-offer triggers of the signed-in player `userId`, soonest expiry first. */
export function useOfferTriggers(userId: string | undefined) {
  return useQuery({
    ...triggersQueryOptions(userId ?? ''),
    enabled: userId !== undefined,
    select: (data): OfferTriggerData[] =>
      data.triggers
        .flatMap((t) => (t.type === 'offer' ? [t] : []))
        .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt)),
  });
}
