/**
 * POST /v1/admin/players/{id}/sessions/revoke (issue 30 "Players"; right players.write): ends every
 * session of the player (they sign in again). Audited as `player.sessions_revoke`.
 */
import { okResponse } from '@cases/domain/api/auth';
import { apiPost } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function revokePlayerSessions(id: string): Promise<unknown> {
  return apiPost(`/v1/admin/players/${encodeURIComponent(id)}/sessions/revoke`, {
    schema: okResponse,
  });
}

export function useRevokePlayerSessions(id: string) {
  return useConsoleMutation(() => revokePlayerSessions(id));
}
