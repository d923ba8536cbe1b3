/**
 * GET /v1/event/raffle?slug= (issue 28): one raffle by its slug — its prizes, the draw's server seed hash,
 * and once drawn the server seed and the public seed (the check page recomputes the draw). Public.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client.ts';

export const raffleBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['event', 'raffle-by-slug', slug] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/event/raffle', {
        schema: () => import('@cases/domain/api/event').then((m) => m.raffleInfoResponse),
        query: { slug },
        signal,
      }),
    retry: false,
  });
