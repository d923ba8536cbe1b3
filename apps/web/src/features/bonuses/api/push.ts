/**
 * Web push calls (spec 001 §4 Push notifications; issue 13): GET /v1/push/config (provider, VAPID
 * public key, excluded countries), GET /v1/push/status (opted in, reward claimed),
 * POST /v1/push/subscribe (the browser's PushSubscription JSON), POST /v1/push/unsubscribe.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { okResponse } from '@cases/domain/api/auth';
import { pushConfigResponse, pushStatusResponse } from '@cases/domain/api/push';
import { apiGet, apiPost } from '../../../api/client.ts';
import { useSignedIn } from '../../../api/token.ts';

export const pushConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['push', 'config'] as const,
    queryFn: ({ signal }) => apiGet('/v1/push/config', { schema: pushConfigResponse, signal }),
    staleTime: Infinity,
  });
export const usePushConfig = () => useQuery(pushConfigQueryOptions());

export const pushStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['push', 'status'] as const,
    queryFn: ({ signal }) => apiGet('/v1/push/status', { schema: pushStatusResponse, signal }),
  });
export function usePushStatus() {
  return useQuery({ ...pushStatusQueryOptions(), enabled: useSignedIn() });
}

/** The subscription as the browser gives it (`PushSubscription.toJSON()`). */
export interface BrowserSubscription {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

export function saveSubscription(sub: BrowserSubscription) {
  return apiPost('/v1/push/subscribe', { schema: okResponse, body: sub });
}

export function dropSubscription(endpoint: string) {
  return apiPost('/v1/push/unsubscribe', { schema: okResponse, body: { endpoint } });
}
