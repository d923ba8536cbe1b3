/**
 * GET /nitro-api/localization → { languages: [{ iso, name }], default_iso } — the switcher's list
 * (spec 000 §1 "a language switcher backed by a server-provided list").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../client.ts';

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: ['languages'] as const,
    queryFn: ({ signal }) =>
      apiGet('/nitro-api/localization', {
        schema: () => import('@cases/domain/api/site-web').then((m) => m.localizationResponse),
        signal,
      }),
    staleTime: 60 * 60_000,
  });

/** The server's language list, or undefined while loading or on failure. */
export function useLanguages() {
  return useQuery(languagesQueryOptions()).data?.languages;
}
