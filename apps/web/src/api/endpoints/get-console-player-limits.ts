/**
 * GET /v1/admin/players/{id}/limits (issue 30 "Players": limits and self-exclusion, read-only; right
 * players.read): the deposit limits in force (roubles; null: none), a raise waiting its 24 h, the self-exclusion.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { consoleLimitsResponse } from '@cases/domain/api/admin-player-lists';
import type { z } from 'zod';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsolePlayerLimits = Camel<z.infer<typeof consoleLimitsResponse>>;

export function getConsolePlayerLimits(
  id: string,
  signal?: AbortSignal,
): Promise<ConsolePlayerLimits> {
  return apiGet(`/v1/admin/players/${encodeURIComponent(id)}/limits`, {
    schema: consoleLimitsResponse,
    signal,
  });
}

export const consolePlayerLimitsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'player-limits', id] as const,
    queryFn: ({ signal }) => getConsolePlayerLimits(id, signal),
    retry: false,
  });

export const useConsolePlayerLimits = (id: string) => useQuery(consolePlayerLimitsQueryOptions(id));
