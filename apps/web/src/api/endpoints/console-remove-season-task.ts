/**
 * POST /v1/admin/season-tasks/{id}/remove (issue 30; right catalog): removes a task nobody finished; 409
 * season_task_finished for one players finished (edit it instead).
 */
import { adminSeasonResponse } from '@cases/domain/api/admin-season';
import { apiPost } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function removeConsoleSeasonTask(input: { id: string }) {
  return apiPost(`/v1/admin/season-tasks/${encodeURIComponent(input.id)}/remove`, {
    schema: adminSeasonResponse,
  });
}

/** The call; the console's `season` queries are read again after it. */
export function useRemoveConsoleSeasonTask() {
  return useConsoleMutation(removeConsoleSeasonTask, { root: 'season' });
}
