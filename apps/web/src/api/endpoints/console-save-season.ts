/**
 * PUT /v1/admin/seasons/{id} (issue 30; right catalog): the season's window and settings (snake_case keys on the
 * wire, as the client sends every body).
 */
import { adminSeasonResponse } from '@cases/domain/api/admin-season';
import { apiPut } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function saveConsoleSeason(input: {
  id: string;
  body: { startsAt: string; endsAt: string; settings: Record<string, unknown> };
}) {
  return apiPut(`/v1/admin/seasons/${encodeURIComponent(input.id)}`, {
    schema: adminSeasonResponse,
    body: input.body,
  });
}

/** The call; the console's `season` queries are read again after it. */
export function useSaveConsoleSeason() {
  return useConsoleMutation(saveConsoleSeason, { root: 'season' });
}
