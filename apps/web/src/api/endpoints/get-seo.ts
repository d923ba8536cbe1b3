/**
 * POST /v1/seo/get { url } → { title, description } (spec 000 §7): the page's title and meta
 * description in the interface language.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../client.ts';

/** Fetches the SEO texts of a page path. */
export function getSeo(url: string, signal?: AbortSignal) {
  return apiPost('/v1/seo/get', {
    schema: () => import('@cases/domain/api/site-web').then((m) => m.seoResponse),
    body: { url },
    signal,
  });
}

export const seoQueryOptions = (url: string, language: string) =>
  queryOptions({
    queryKey: ['seo', language, url] as const,
    queryFn: ({ signal }) => getSeo(url, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
