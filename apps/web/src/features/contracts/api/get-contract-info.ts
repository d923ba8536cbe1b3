/**
 * GET /v1/contracts/info → the published contract terms: 3–10 items, the house edge, the expected
 * return and the bands of multipliers with their chances, the smallest input (₽).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { contractInfoResponse, type ContractInfoResponse } from '@cases/domain/api/contracts';
import { apiGet } from '../../../api/client.ts';

export type ContractInfo = Camel<ContractInfoResponse>;

export const contractInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['contracts', 'info'] as const,
    queryFn: ({ signal }) => apiGet('/v1/contracts/info', { schema: contractInfoResponse, signal }),
    staleTime: 5 * 60_000,
  });

export function useContractInfo() {
  return useQuery(contractInfoQueryOptions());
}
