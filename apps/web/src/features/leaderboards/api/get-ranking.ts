/**
 * GET /v2/top/ranking/{id} (spec 001 §3 Ranking, §7): `me` (the player's row or null) and the leaders,
 * one row per place (`user` null for a place nobody holds). Refreshed every 30 s while shown.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { RankingResponse, RankingRow } from '@cases/domain/api/leaderboards';
import { apiGet } from '../../../api/client.ts';
import { useSignedIn } from '../../../api/token.ts';

export type Row = Camel<RankingRow>;
export type RankingData = Camel<RankingResponse>;

export const rankingQueryOptions = (boardId: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['leaderboards', 'ranking', boardId, signedIn] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v2/top/ranking/${encodeURIComponent(boardId)}`, {
        // A loader: the front page's widget shows before zod is needed (api/client.ts).
        schema: () => import('@cases/domain/api/leaderboards').then((m) => m.rankingResponse),
        signal,
      }),
    refetchInterval: 30_000,
  });

/** The active board's ranking; disabled (cleared) with no active board (spec 001 §4 store). */
export function useRanking(boardId: string | null) {
  const signedIn = useSignedIn();
  return useQuery({ ...rankingQueryOptions(boardId ?? '', signedIn), enabled: boardId !== null });
}
