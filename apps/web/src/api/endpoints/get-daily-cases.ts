/**
 * GET /v1/cases/daily (spec 001 §7 daily cases): the daily cases. The event pass's info popup shows the
 * first as "the daily case" (spec 001 §3 Info popup rewards `dailyCase {id, img, name}`); the key is
 * the daily page's own (features/daily), so both share one cache entry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dailyCasesResponse } from '@cases/domain/api/daily';
import { apiGet } from '../client.ts';
import { useSignedIn } from '../token.ts';

export const dailyCasesQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['daily', 'cases', signedIn] as const,
    queryFn: ({ signal }) => apiGet('/v1/cases/daily', { schema: dailyCasesResponse, signal }),
  });

/** The daily case shown beside the pass rewards, or undefined. */
export function useDailyCase(enabled: boolean) {
  const query = useQuery({ ...dailyCasesQueryOptions(useSignedIn()), enabled });
  const first = query.data?.cases[0];
  return first
    ? { id: first.id, img: first.appearanceData.image, name: first.name, slug: first.slug }
    : undefined;
}
