/**
 * GET /v2/top/active (spec 001 §7 Leaderboards): the running boards ascending by `order`, with the
 * signed-in player's place. Failures are swallowed by the page (spec 001 §8): it shows no boards.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { ActiveBoard } from '@cases/domain/api/leaderboards';
import { sortBoards } from '@cases/domain/leaderboards';
import { apiGet } from '../../../api/client.ts';
import { useSignedIn } from '../../../api/token.ts';

export type Board = Camel<ActiveBoard>;

export const activeBoardsQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['leaderboards', 'active', signedIn] as const,
    queryFn: async ({ signal }) =>
      sortBoards(
        await apiGet('/v2/top/active', {
          // A loader: the front page's widget shows before zod is needed (api/client.ts).
          schema: () =>
            import('@cases/domain/api/leaderboards').then((m) => m.activeBoardsResponse),
          signal,
        }),
      ),
    staleTime: 30_000,
  });

export const useActiveBoards = () => useQuery(activeBoardsQueryOptions(useSignedIn()));
