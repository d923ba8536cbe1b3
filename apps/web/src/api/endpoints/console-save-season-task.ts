/**
 * PUT /v1/admin/season-tasks/{id} (issue 30; right catalog): a battle-pass task's type, goal (roubles for money),
 * cases, texts and rewards.
 */
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import { adminSeasonResponse, type seasonTaskBody } from '@cases/domain/api/admin-season';
import { apiPut } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function saveConsoleSeasonTask(input: {
  id: string;
  body: Camel<z.input<typeof seasonTaskBody>>;
}) {
  return apiPut(`/v1/admin/season-tasks/${encodeURIComponent(input.id)}`, {
    schema: adminSeasonResponse,
    body: input.body,
  });
}

/** The call; the console's `season` queries are read again after it. */
export function useSaveConsoleSeasonTask() {
  return useConsoleMutation(saveConsoleSeasonTask, { root: 'season' });
}
