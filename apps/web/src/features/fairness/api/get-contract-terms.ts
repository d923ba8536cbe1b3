/**
 * GET /v1/contracts/info for the contract check: the house edge whose distribution the server draws
 * from (the check recomputes the bands with the domain's `contractDistribution`).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractInfoResponse } from '@cases/domain/api/contracts';
import { apiGet } from '../../../api/client.ts';

export const contractTermsQueryOptions = () =>
  queryOptions({
    queryKey: ['contracts', 'info'] as const,
    queryFn: ({ signal }) => apiGet('/v1/contracts/info', { schema: contractInfoResponse, signal }),
    staleTime: 5 * 60_000,
  });

export function useContractTerms() {
  return useQuery(contractTermsQueryOptions());
}
