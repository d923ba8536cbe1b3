/**
 * GET /v1/event/banners (spec 001 §7 Event): the running season's banners for the front page's slider — each a
 * picture, a title and a subtitle in the reader's language, a link inside the shop and a gradient. Public; an empty
 * list when no season runs.
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../client.ts';

/** The season's banners (undefined while loading or after a failure: the slider is then left out). */
export function useEventBanners(enabled = true) {
  return useQuery({
    queryKey: ['event', 'banners'] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/event/banners', {
        schema: () => import('@cases/domain/api/event').then((m) => m.eventBannersResponse),
        signal,
      }),
    staleTime: 5 * 60_000,
    enabled,
  });
}
