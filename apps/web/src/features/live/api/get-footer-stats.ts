/**
 * GET /v1/footer-stats → { opened, users, upgrades, battles, online, arcanes } (spec 000 §2 statistics strip, §7).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { FooterStats } from '@cases/domain/api/live';
import { apiGet } from '../../../api/client.ts';

export type FooterStatsData = Camel<FooterStats>;

/** Site-wide counters. */
export function getFooterStats(signal?: AbortSignal): Promise<FooterStatsData> {
  return apiGet('/v1/footer-stats', {
    schema: () => import('@cases/domain/api/live').then((m) => m.footerStatsResponse),
    signal,
  });
}

export const footerStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['footer-stats'] as const,
    queryFn: ({ signal }) => getFooterStats(signal),
    refetchInterval: 30_000,
  });

/** The counters, refreshed every 30 s. */
export function useFooterStats() {
  return useQuery(footerStatsQueryOptions());
}
