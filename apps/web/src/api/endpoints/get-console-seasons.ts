/**
 * GET /v1/admin/seasons (issue 30 "Running the shop"; right catalog): every season with its window, whether it
 * runs now and when an operator last saved it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import { adminSeasonsResponse } from '@cases/domain/api/admin-season';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsoleSeasons = Camel<z.infer<typeof adminSeasonsResponse>>;

export function getConsoleSeasons(signal?: AbortSignal): Promise<ConsoleSeasons> {
  return apiGet(`/v1/admin/seasons`, { schema: adminSeasonsResponse, signal });
}

export const getConsoleSeasonsQueryOptions = () =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'season', 'list'] as const,
    queryFn: ({ signal }) => getConsoleSeasons(signal),
    retry: false,
  });

export function useConsoleSeasons() {
  return useQuery(getConsoleSeasonsQueryOptions());
}
