/**
 * POST /v1/admin/players/{id}/block {reason} (issue 30 "Players"; right players.write): blocks the
 * player — every session ends and no sign-in issues a new one (403 user_blocked); money and items stay.
 * Audited as `player.block`.
 */
import { okResponse } from '@cases/domain/api/auth';
import { apiPost } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function blockPlayer(id: string, reason: string): Promise<unknown> {
  return apiPost(`/v1/admin/players/${encodeURIComponent(id)}/block`, {
    schema: okResponse,
    body: { reason },
  });
}

export function useBlockPlayer(id: string) {
  return useConsoleMutation((reason: string) => blockPlayer(id, reason));
}
