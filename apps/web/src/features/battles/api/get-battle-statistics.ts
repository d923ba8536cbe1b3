/**
 * GET /battles-api/statistics (spec 001 §3 Battle statistics) → all count, max win, wins and their
 * per cent, for the signed-in player.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { battleStatisticsResponse } from '@cases/domain/api/battles';
import { apiGet } from '../../../api/client.ts';
import { BATTLES_BASE } from './base.ts';

export const battleStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: ['battles', 'statistics'] as const,
    queryFn: ({ signal }) =>
      apiGet(`${BATTLES_BASE}/statistics`, { schema: battleStatisticsResponse, signal }),
  });

export function useBattleStatistics() {
  return useQuery(battleStatisticsQueryOptions());
}
