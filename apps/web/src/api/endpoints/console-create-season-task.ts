/**
 * POST /v1/admin/seasons/{id}/tasks (issue 30; right catalog): a new battle-pass task at the end of its level.
 */
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import { adminSeasonResponse, type seasonTaskBody } from '@cases/domain/api/admin-season';
import { apiPost } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function createConsoleSeasonTask(input: {
  id: string;
  body: Camel<z.input<typeof seasonTaskBody>>;
}) {
  return apiPost(`/v1/admin/seasons/${encodeURIComponent(input.id)}/tasks`, {
    schema: adminSeasonResponse,
    body: input.body,
  });
}

/** The call; the console's `season` queries are read again after it. */
export function useCreateConsoleSeasonTask() {
  return useConsoleMutation(createConsoleSeasonTask, { root: 'season' });
}
