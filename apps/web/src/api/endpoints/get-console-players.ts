/**
 * GET /v1/admin/players?q= (issue 30 "Players"; right players.read): players found by id, login, part of
 * the nickname, Steam login or link, or e-mail — at most 50, with balance (₽), coins, level and blocked.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { playersResponse, type PlayerRow as WirePlayerRow } from '@cases/domain/api/admin';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsolePlayerRow = Camel<WirePlayerRow>;

export async function getConsolePlayers(
  q: string,
  signal?: AbortSignal,
): Promise<ConsolePlayerRow[]> {
  return (await apiGet('/v1/admin/players', { schema: playersResponse, query: { q }, signal }))
    .players;
}

export const consolePlayersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'players', q] as const,
    queryFn: ({ signal }) => getConsolePlayers(q, signal),
    retry: false,
  });

/** The players matching `q`; idle while `q` is empty. */
export function useConsolePlayers(q: string) {
  return useQuery({ ...consolePlayersQueryOptions(q), enabled: q.trim() !== '' });
}
