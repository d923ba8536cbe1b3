/**
 * PUT /v1/admin/seasons/{id}/levels (issue 30; right catalog): a battle-pass level's cost and rewards (roubles,
 * coins, cases); the next number adds a level. Rewards over a value cap answer 202 `{ approval }`: the level waits
 * for a second approval (issue 44; isPendingApproval).
 */
import type { Camel } from '@cases/domain/casing';
import { z } from 'zod';
import { approvalPendingResponse } from '@cases/domain/api/admin-approvals';
import { adminSeasonResponse, type seasonLevelBody } from '@cases/domain/api/admin-season';
import { apiPut } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function saveConsoleSeasonLevel(input: {
  id: string;
  body: Camel<z.input<typeof seasonLevelBody>>;
}) {
  return apiPut(`/v1/admin/seasons/${encodeURIComponent(input.id)}/levels`, {
    schema: z.union([adminSeasonResponse, approvalPendingResponse]),
    body: input.body,
  });
}

/** The call; the console's `season` queries are read again after it. */
export function useSaveConsoleSeasonLevel() {
  return useConsoleMutation(saveConsoleSeasonLevel, { root: 'season' });
}
