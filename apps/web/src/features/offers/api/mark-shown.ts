/**
 * POST /v1/offers/personal/{trigger_id}/shown (issue 48: the personal-offer modal shows once per player,
 * remembered by the server) → `{triggerId, shownAt}`; 404 offer_not_found for an id that is not the player's.
 * On success every cached trigger list says the offer has shown, so no later render of this tab opens it again;
 * other tabs and devices read `shown: true` from their next GET /v1/triggers.
 */
import type { QueryClient } from '@tanstack/react-query';
import { offerShownResponse } from '@cases/domain/api/offers';
import { apiPost } from '../../../api/client.ts';
import type { OfferTriggerData } from './get-triggers.ts';

/** Reports that the modal showed the personal offer `triggerId`, and marks it shown in the cache. */
export async function markOfferShown(queryClient: QueryClient, triggerId: string): Promise<void> {
  await apiPost(`/v1/offers/personal/${encodeURIComponent(triggerId)}/shown`, {
    schema: offerShownResponse,
  });
  queryClient.setQueriesData<{ triggers: (OfferTriggerData | { type: string })[] }>(
    { queryKey: ['offers', 'triggers'] },
    (data) =>
      data && {
        triggers: data.triggers.map((t) =>
          t.type === 'offer' && (t as OfferTriggerData).id === triggerId
            ? { ...t, shown: true }
            : t,
        ),
      },
  );
}
