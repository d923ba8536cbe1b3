/** GET /v1/payments/bonus/levels (spec 001 §7): deposit bonus levels, ascending by `limit` (roubles). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bonusLevelsResponse } from '@cases/domain/api/payments';
import { apiGet } from '../../../api/client.ts';

export const bonusLevelsQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'bonus-levels'] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/payments/bonus/levels', { schema: bonusLevelsResponse, signal }),
    staleTime: 300_000,
  });
export const useBonusLevels = () => useQuery(bonusLevelsQueryOptions());
