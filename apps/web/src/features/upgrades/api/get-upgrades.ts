/** GET /v1/upgrades?page&per_page → the player's past upgrades, newest first (spec 001 §7 Upgrades). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { upgradesHistoryResponse, type UpgradesHistoryResponse } from '@cases/domain/api/upgrades';
import { apiGet } from '../../../api/client.ts';

export type UpgradeRecordData = Camel<UpgradesHistoryResponse>['items'][number];

export const upgradesHistoryQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['upgrades', 'history', language] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/upgrades', {
        schema: upgradesHistoryResponse,
        query: { page: 1, per_page: 10 },
        signal,
      }),
  });

export function useUpgradesHistory(language: string, enabled: boolean) {
  return useQuery({ ...upgradesHistoryQueryOptions(language), enabled });
}
