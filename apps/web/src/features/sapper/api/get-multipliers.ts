/**
 * GET /v1/sapper/multipliers?mines= → the published table for a mine count: the multiplier after each
 * safe cell and the chance to get there, the house edge, the bet limits and the win cap (₽).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import {
  sapperMultipliersResponse,
  type SapperMultipliersResponse,
} from '@cases/domain/api/sapper';
import { apiGet } from '../../../api/client.ts';

export type MultiplierTable = Camel<SapperMultipliersResponse>;

export const multipliersQueryOptions = (mines: number) =>
  queryOptions({
    queryKey: ['sapper', 'multipliers', mines] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/sapper/multipliers', {
        schema: sapperMultipliersResponse,
        query: { mines },
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export function useMultipliers(mines: number) {
  return useQuery(multipliersQueryOptions(mines));
}
