/**
 * GET /v1/event/cases/max-price (spec 001 §7 Event): the price of the season's dearest event case, in roubles on the
 * wire, with its currency. Public; 404 `event_not_found` when no season runs.
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../client.ts';

/** `{ price, currency }` of the dearest event case (undefined while loading or when there is none). */
export function useEventMaxPrice() {
  return useQuery({
    queryKey: ['event', 'max-price'] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/event/cases/max-price', {
        schema: () => import('@cases/domain/api/event').then((m) => m.eventMaxPriceResponse),
        signal,
      }),
    staleTime: 60_000,
  });
}
