/**
 * POST /v1/admin/players/{id}/block {reason} (issue 30 "Players"; right players.write): blocks the
 * player — every session ends and no sign-in issues a new one (403 user_blocked); money and items stay.
 * Audited as `player.block`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@cases/domain/api/auth';
import { apiPost } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export function blockPlayer(id: string, reason: string): Promise<unknown> {
  return apiPost(`/v1/admin/players/${encodeURIComponent(id)}/block`, {
    schema: okResponse,
    body: { reason },
  });
}

export function useBlockPlayer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => blockPlayer(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT] }),
  });
}
