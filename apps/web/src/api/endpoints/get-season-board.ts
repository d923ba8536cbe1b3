/**
 * The season's leaderboard (issue 28 `/event/top`): the board of series `season-coins` among
 * `GET /v2/top/active` (spec 001 §7 Leaderboards) and its ranking, `GET /v2/top/ranking/{id}` (`me`
 * and the leaders, ranked by coins earned in the season). Failures are swallowed by the page (§8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { ActiveBoard, RankingResponse } from '@cases/domain/api/leaderboards';
import { apiGet } from '../client.ts';
import { useSignedIn } from '../token.ts';

export type SeasonBoard = Camel<ActiveBoard>;
export type SeasonRanking = Camel<RankingResponse>;
export type SeasonRankingRow = SeasonRanking['leaders'][number];

/** The series of the season's board. */
export const SEASON_SERIES = 'season-coins';

const isSeasonBoard = (board: SeasonBoard): boolean => board.series === SEASON_SERIES;

export const seasonBoardQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['event', 'season-board', signedIn] as const,
    queryFn: async ({ signal }) => {
      const boards = await apiGet('/v2/top/active', {
        schema: () => import('@cases/domain/api/leaderboards').then((m) => m.activeBoardsResponse),
        signal,
      });
      return boards.find(isSeasonBoard) ?? null;
    },
    staleTime: 30_000,
  });

export const seasonRankingQueryOptions = (boardId: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['event', 'season-ranking', boardId, signedIn] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v2/top/ranking/${encodeURIComponent(boardId)}`, {
        schema: () => import('@cases/domain/api/leaderboards').then((m) => m.rankingResponse),
        signal,
      }),
    refetchInterval: 30_000,
  });

/** The season's board (null when none runs) and its ranking. */
export function useSeasonBoard() {
  const signedIn = useSignedIn();
  const board = useQuery(seasonBoardQueryOptions(signedIn));
  const id = board.data?.id ?? null;
  const ranking = useQuery({
    ...seasonRankingQueryOptions(id ?? '', signedIn),
    enabled: id !== null,
  });
  return { board, ranking };
}
