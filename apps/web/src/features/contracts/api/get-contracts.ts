/** GET /v1/contracts?page&per_page → the player's signed contracts, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import {
  contractsHistoryResponse,
  type ContractsHistoryResponse,
} from '@cases/domain/api/contracts';
import { apiGet } from '../../../api/client.ts';

export type ContractRecordData = Camel<ContractsHistoryResponse>['items'][number];

export const contractsHistoryQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['contracts', 'history', language] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/contracts', {
        schema: contractsHistoryResponse,
        query: { page: 1, per_page: 10 },
        signal,
      }),
  });

export function useContractsHistory(language: string, enabled: boolean) {
  return useQuery({ ...contractsHistoryQueryOptions(language), enabled });
}
