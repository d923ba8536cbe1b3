/**
 * POST /v1/admin/players/{id}/unblock (issue 30 "Players"; right players.write): lifts a block; the
 * player may sign in again. Audited as `player.unblock`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@cases/domain/api/auth';
import { apiPost } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export function unblockPlayer(id: string): Promise<unknown> {
  return apiPost(`/v1/admin/players/${encodeURIComponent(id)}/unblock`, { schema: okResponse });
}

export function useUnblockPlayer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unblockPlayer(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT] }),
  });
}
