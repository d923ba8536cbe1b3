/**
 * GET /v1/admin/dashboard?days=N (issue 30 "Dashboard"; right reports; docs/console.md "Dashboard"): per UTC day
 * and per game the plays, stakes, payouts, GGR and edges, deposits, withdrawals, active and new players (roubles).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardResponse, type DashboardResponse } from '@cases/domain/api/admin-site';
import type { Camel } from '@cases/domain/casing';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type Dashboard = Camel<DashboardResponse>;

export const dashboardQueryOptions = (days: number) =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'dashboard', days] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v1/admin/dashboard?days=${days}`, { schema: dashboardResponse, signal }),
    retry: false,
    staleTime: 60_000,
  });

export function useConsoleDashboard(days: number) {
  return useQuery(dashboardQueryOptions(days));
}
