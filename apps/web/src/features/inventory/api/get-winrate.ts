/**
 * GET /v1/users/{id}/winrate → { win, lose } (spec 000 §3 Win rate, §7 "profile win rate"): paid case
 * openings won (the drop worth at least the price) and lost.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { winrateResponse } from '@cases/domain/api/users';
import type { WinrateResponse } from '@cases/domain/api/users';
import { apiGet } from '../../../api/client.ts';

export type Winrate = Camel<WinrateResponse>;

/** Fetches a player's win and lose counts. */
export function getWinrate(userId: string, signal?: AbortSignal): Promise<Winrate> {
  return apiGet(`/v1/users/${encodeURIComponent(userId)}/winrate`, {
    schema: winrateResponse,
    signal,
  });
}

export const winrateQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['winrate', userId] as const,
    queryFn: ({ signal }) => getWinrate(userId, signal),
    staleTime: 60_000,
  });

/** The win rate of `userId`. */
export function useWinrate(userId: string) {
  return useQuery(winrateQueryOptions(userId));
}

/** Whole per cent of wins among counted openings; 0 when there are none. */
export function winPercent({ win, lose }: Winrate): number {
  const total = win + lose;
  return total === 0 ? 0 : Math.round((win / total) * 100);
}
