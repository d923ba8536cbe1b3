/**
 * GET /v1/subscriptions and POST /v1/subscriptions { channel, subscribed } (spec 000 §3 Subscriptions; issue 45): the
 * player's personal channels (e-mail, Steam) with what each needs first, and the shop's public channels with their
 * links. Both answer the same body, which the mutation puts straight into the query. Errors of the POST: 409
 * email_not_confirmed, 409 steamUrlEmpty (the panel offers neither while its need is unmet).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import {
  subscriptionsResponse,
  type SubscriptionUpdate,
  type SubscriptionsResponse,
} from '@cases/domain/api/subscriptions';
import { apiGet, apiPost } from '../client.ts';
import { useSignedIn } from '../token.ts';

export type Subscriptions = Camel<SubscriptionsResponse>;

export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['subscriptions'] as const,
    queryFn: ({ signal }): Promise<Subscriptions> =>
      apiGet('/v1/subscriptions', { schema: subscriptionsResponse, signal }),
  });

/** The signed-in player's subscriptions; idle for visitors. */
export function useSubscriptions() {
  return useQuery({ ...subscriptionsQueryOptions(), enabled: useSignedIn() });
}

/** Subscribes to or unsubscribes from one personal channel. */
export function useSetSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: SubscriptionUpdate): Promise<Subscriptions> =>
      apiPost('/v1/subscriptions', { schema: subscriptionsResponse, body: update }),
    onSuccess: (data) => client.setQueryData(subscriptionsQueryOptions().queryKey, data),
  });
}
