/**
 * GET /v1/admin/players/{id} (issue 30 "Players"; right players.read): one player's profile as support
 * needs it — balance (₽), coins, level, lifetime deposits (₽), active items and their value (₽), open
 * withdrawals, self-exclusion, blocked state and reason, staff role and open sessions. 404 userNotFound.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import {
  playerProfileResponse,
  type PlayerProfile as WirePlayerProfile,
} from '@cases/domain/api/admin';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsolePlayerProfile = Camel<WirePlayerProfile>;

export function getConsolePlayer(id: string, signal?: AbortSignal): Promise<ConsolePlayerProfile> {
  return apiGet(`/v1/admin/players/${encodeURIComponent(id)}`, {
    schema: playerProfileResponse,
    signal,
  });
}

export const consolePlayerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'player', id] as const,
    queryFn: ({ signal }) => getConsolePlayer(id, signal),
    retry: false,
  });

export function useConsolePlayer(id: string) {
  return useQuery(consolePlayerQueryOptions(id));
}
