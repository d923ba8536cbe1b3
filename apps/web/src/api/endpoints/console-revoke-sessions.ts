/**
 * POST /v1/admin/players/{id}/sessions/revoke (issue 30 "Players"; right players.write): ends every
 * session of the player (they sign in again). Audited as `player.sessions_revoke`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@cases/domain/api/auth';
import { apiPost } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export function revokePlayerSessions(id: string): Promise<unknown> {
  return apiPost(`/v1/admin/players/${encodeURIComponent(id)}/sessions/revoke`, {
    schema: okResponse,
  });
}

export function useRevokePlayerSessions(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokePlayerSessions(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT] }),
  });
}
