/**
 * GET /battles-api/cases (spec 001 §3 "Case sections response for battles") → last cases, max rounds
 * and the sections of the cases a battle may use.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { battleCasesResponse } from '@cases/domain/api/battles';
import { apiGet } from '../../../api/client.ts';
import { BATTLES_BASE } from './base.ts';

export const battleCasesQueryOptions = () =>
  queryOptions({
    queryKey: ['battles', 'cases'] as const,
    queryFn: ({ signal }) =>
      apiGet(`${BATTLES_BASE}/cases`, { schema: battleCasesResponse, signal }),
    staleTime: 60_000,
  });

/** The battle picker's cases. */
export function useBattleCases() {
  return useQuery(battleCasesQueryOptions());
}
