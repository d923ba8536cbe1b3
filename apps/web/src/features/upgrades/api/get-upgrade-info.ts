/**
 * GET /v1/upgrades/info → the published upgrade terms (house edge, diminisher, clamps, badge
 * thresholds, caps, quick multipliers): the page computes the chance it shows with them and the
 * domain's `upgradeChance`, the same function the server rolls against.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { upgradeInfoResponse, type UpgradeInfoResponse } from '@cases/domain/api/upgrades';
import { apiGet } from '../../../api/client.ts';

export type UpgradeInfo = Camel<UpgradeInfoResponse>;

export const upgradeInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['upgrades', 'info'] as const,
    queryFn: ({ signal }) => apiGet('/v1/upgrades/info', { schema: upgradeInfoResponse, signal }),
    staleTime: 5 * 60_000,
  });

export function useUpgradeInfo() {
  return useQuery(upgradeInfoQueryOptions());
}
