/**
 * GET /v1/monitoring/status → { status, data: { is_offline } } (spec 000 §7). A failure counts as
 * online (spec 000 §8 "Tech-work status failure is treated as online").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

/** True when the shop is in maintenance; false on any error. */
export async function getIsOffline(signal?: AbortSignal): Promise<boolean> {
  try {
    const res = await apiGet('/v1/monitoring/status', {
      schema: () => import('@cases/domain/api/live').then((m) => m.monitoringResponse),
      signal,
    });
    return res.data.isOffline;
  } catch {
    return false;
  }
}

export const monitoringQueryOptions = () =>
  queryOptions({
    queryKey: ['monitoring'] as const,
    queryFn: ({ signal }) => getIsOffline(signal),
    refetchInterval: 60_000,
  });

/** Whether the tech-work page should replace the app. */
export function useIsOffline(): boolean {
  return useQuery(monitoringQueryOptions()).data ?? false;
}
