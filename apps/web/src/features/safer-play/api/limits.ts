/**
 * Safer play calls (issue 12): GET /v1/users/limits, POST /v1/users/limits { daily?, weekly?, monthly? }
 * (roubles; null removes), POST /v1/users/self-exclusion { period }.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { limitsResponse, type LimitsResponse } from '@cases/domain/api/users';
import { apiGet, apiPost } from '../../../api/client.ts';

export type LimitsData = Camel<LimitsResponse>;
export type LimitKey = 'daily' | 'weekly' | 'monthly';

export const limitsQueryOptions = () =>
  queryOptions({
    queryKey: ['limits'] as const,
    queryFn: ({ signal }) => apiGet('/v1/users/limits', { schema: limitsResponse, signal }),
  });
export const useLimits = () => useQuery(limitsQueryOptions());

export function useSetLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<Record<LimitKey, number | null>>) =>
      apiPost('/v1/users/limits', { schema: limitsResponse, body }),
    onSuccess: (data) => client.setQueryData(limitsQueryOptions().queryKey, data),
  });
}

export function useSelfExclude() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (period: '24h' | '7d' | '30d' | '6m' | 'forever') =>
      apiPost('/v1/users/self-exclusion', { schema: limitsResponse, body: { period } }),
    onSuccess: (data) => client.setQueryData(limitsQueryOptions().queryKey, data),
  });
}
