/**
 * GET /v1/users/{id}/dashboard → { battles_count, inventory_count, inventory_active_count,
 * send_items_count, upgrades_count } (spec 000 §7 Users): the profile's counters.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardResponse } from '@cases/domain/api/users';
import { apiGet } from '../../../api/client.ts';

/** The counters, camelCase. */
export interface Dashboard {
  battlesCount: number;
  inventoryCount: number;
  inventoryActiveCount: number;
  sendItemsCount: number;
  upgradesCount: number;
}

/** Fetches a player's profile counters. */
export function getDashboard(userId: string, signal?: AbortSignal): Promise<Dashboard> {
  return apiGet(`/v1/users/${encodeURIComponent(userId)}/dashboard`, {
    schema: dashboardResponse,
    signal,
  });
}

export const dashboardQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['dashboard', userId] as const,
    queryFn: ({ signal }) => getDashboard(userId, signal),
    staleTime: 30_000,
  });

/** The counters of `userId`. */
export function useDashboard(userId: string) {
  return useQuery(dashboardQueryOptions(userId));
}
