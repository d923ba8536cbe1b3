/**
 * GET /v1/admin/leaderboards (issue 30 "Running the shop"; right content): each leaderboard series' texts, entry
 * minimum (roubles or a count) and prizes for the next windows, and its board open now.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import { adminBoardsResponse } from '@cases/domain/api/admin-content';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsoleBoards = Camel<z.infer<typeof adminBoardsResponse>>;

export function getConsoleLeaderboards(signal?: AbortSignal): Promise<ConsoleBoards> {
  return apiGet(`/v1/admin/leaderboards`, { schema: adminBoardsResponse, signal });
}

export const getConsoleLeaderboardsQueryOptions = () =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'leaderboards'] as const,
    queryFn: ({ signal }) => getConsoleLeaderboards(signal),
    retry: false,
  });

export function useConsoleLeaderboards() {
  return useQuery(getConsoleLeaderboardsQueryOptions());
}
