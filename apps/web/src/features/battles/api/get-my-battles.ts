/**
 * GET /v1/battles?user_id= (spec 001 §7; issue 10): a player's finished battles, newest first (their
 * own private ones included), for /battles/history.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { profileBattlesResponse } from '@cases/domain/api/battles';
import { apiGet } from '../../../api/client.ts';

export const userBattlesQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ['battles', 'history', userId] as const,
    queryFn: ({ pageParam, signal }) =>
      apiGet('/v1/battles', {
        schema: profileBattlesResponse,
        query: { user_id: userId, page: pageParam, per_page: 10 },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.hasNext ? page + 1 : undefined),
  });

export function useUserBattles(userId: string | undefined) {
  return useInfiniteQuery({ ...userBattlesQueryOptions(userId ?? ''), enabled: !!userId });
}
