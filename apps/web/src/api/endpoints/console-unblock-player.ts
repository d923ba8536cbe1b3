/**
 * POST /v1/admin/players/{id}/unblock (issue 30 "Players"; right players.write): lifts a block; the
 * player may sign in again. Audited as `player.unblock`.
 */
import { okResponse } from '@cases/domain/api/auth';
import { apiPost } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function unblockPlayer(id: string): Promise<unknown> {
  return apiPost(`/v1/admin/players/${encodeURIComponent(id)}/unblock`, { schema: okResponse });
}

export function useUnblockPlayer(id: string) {
  return useConsoleMutation(() => unblockPlayer(id));
}
