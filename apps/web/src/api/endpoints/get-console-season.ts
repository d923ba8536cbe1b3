/**
 * GET /v1/admin/seasons/{id} (issue 30 "Running the shop"; right catalog): the season's settings, battle-pass
 * levels and tasks (with how many players finished each). Money in roubles.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import { adminSeasonResponse } from '@cases/domain/api/admin-season';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsoleSeason = Camel<z.infer<typeof adminSeasonResponse>>;

export function getConsoleSeason(id: string, signal?: AbortSignal): Promise<ConsoleSeason> {
  return apiGet(`/v1/admin/seasons/${encodeURIComponent(id)}`, {
    schema: adminSeasonResponse,
    signal,
  });
}

export const getConsoleSeasonQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'season', id] as const,
    queryFn: ({ signal }) => getConsoleSeason(id, signal),
    retry: false,
  });

export function useConsoleSeason(id: string) {
  return useQuery(getConsoleSeasonQueryOptions(id));
}
