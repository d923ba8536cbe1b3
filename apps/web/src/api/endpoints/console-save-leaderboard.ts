/**
 * PUT /v1/admin/leaderboards/{series} (issue 30; right content): a series' texts, entry minimum (roubles or a
 * count) and prizes for the next windows, and with `applyToCurrent` for its open board before it settles. Errors:
 * 422 prize_pool_over_cap (the prizes worth more than the period's cap), 400 content_invalid, 404 content_not_found.
 */
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import { adminBoardSeries, type boardSeriesBody } from '@cases/domain/api/admin-content';
import { apiPut } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function saveConsoleLeaderboard(input: {
  slug: string;
  body: Camel<z.input<typeof boardSeriesBody>>;
}) {
  return apiPut(`/v1/admin/leaderboards/${encodeURIComponent(input.slug)}`, {
    schema: adminBoardSeries,
    body: input.body,
  });
}

/** The call; the console's `leaderboards` queries are read again after it. */
export function useSaveConsoleLeaderboard() {
  return useConsoleMutation(saveConsoleLeaderboard, { root: 'leaderboards' });
}
