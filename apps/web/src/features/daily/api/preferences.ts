/**
 * Daily-case notification preferences (spec 001 §3 "Daily cases subscriptions", §7):
 * GET /v1/notifications/daily-cases/get-preferences, POST …/update-preferences { subscriptions }.
 * E-mail needs a confirmed address (409 email_not_confirmed).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dailyPreferencesResponse } from '@cases/domain/api/daily';
import { apiGet, apiPost } from '../../../api/client.ts';
import { useSignedIn } from '../../../api/token.ts';

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['daily', 'preferences'] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/notifications/daily-cases/get-preferences', {
        schema: dailyPreferencesResponse,
        signal,
      }),
  });
export function usePreferences() {
  return useQuery({ ...preferencesQueryOptions(), enabled: useSignedIn() });
}

export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriptions: { push?: boolean; email?: boolean }) =>
      apiPost('/v1/notifications/daily-cases/update-preferences', {
        schema: dailyPreferencesResponse,
        body: { subscriptions },
      }),
    onSuccess: (data) => client.setQueryData(preferencesQueryOptions().queryKey, data),
  });
}
