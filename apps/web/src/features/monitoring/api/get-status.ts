/**
 * GET /v1/monitoring/status → { status, data: { is_offline, message } } (spec 000 §7; issue 30: the console's
 * tech-work switch and the operator's message). A failure counts as online (spec 000 §8 "Tech-work status failure
 * is treated as online").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

export interface SiteStatus {
  offline: boolean;
  /** The operator's message while offline, in the player's language; null when none. */
  message: string | null;
}

const ONLINE: SiteStatus = { offline: false, message: null };

/** The shop's tech-work status; online on any error. */
export async function getSiteStatus(signal?: AbortSignal): Promise<SiteStatus> {
  try {
    const res = await apiGet('/v1/monitoring/status', {
      schema: () => import('@cases/domain/api/live').then((m) => m.monitoringResponse),
      signal,
    });
    return { offline: res.data.isOffline, message: res.data.message };
  } catch {
    return ONLINE;
  }
}

export const monitoringQueryOptions = () =>
  queryOptions({
    queryKey: ['monitoring'] as const,
    queryFn: ({ signal }) => getSiteStatus(signal),
    refetchInterval: 30_000,
  });

/** The tech-work status: whether its page should replace the app, and the operator's message. */
export function useSiteStatus(): SiteStatus {
  return useQuery(monitoringQueryOptions()).data ?? ONLINE;
}
