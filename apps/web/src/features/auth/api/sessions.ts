/**
 * The player's sessions and password (issue 8): GET /v1/auth/sessions, POST /v1/auth/sessions/revoke
 * { id }, POST /v1/auth/sessions/revoke-others, POST /v1/auth/password { currentPassword, newPassword }.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okResponse, revokedResponse, sessionsResponse } from '@cases/domain/api/auth';
import { apiGet, apiPost } from '../../../api/client.ts';

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'sessions'] as const,
    queryFn: ({ signal }) => apiGet('/v1/auth/sessions', { schema: sessionsResponse, signal }),
  });

/** Active sessions of the signed-in player, most recently used first. */
export const useSessions = () => useQuery(sessionsQueryOptions());

/** Ends one session (by its public id), or every other one (`id` null). */
export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id === null
        ? apiPost('/v1/auth/sessions/revoke-others', { schema: revokedResponse })
        : apiPost('/v1/auth/sessions/revoke', { schema: okResponse, body: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

/** Changes the password; the server ends every other session. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiPost('/v1/auth/password', { schema: revokedResponse, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
