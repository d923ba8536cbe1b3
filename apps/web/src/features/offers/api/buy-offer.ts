/**
 * POST /v1/offers/{offer_id}/buy { trigger_id? } (spec 001 §2 offers shop and personal-offer modal;
 * issue 29) → `{offerId, balance, coinBalance, granted: {cases, coins, money}}` (roubles; coins whole).
 * Errors: 401 authentication, 402 balance_error, 403 self-exclusion keys, 404 offer_not_found,
 * 409 offer_sold_out, 409 offer_limit_reached. On success the header's balance and coins take the
 * answer at once, the offer's `bought` goes up in the shop's cache, and whatever shows the granted
 * free openings (case cards, the case page, the season) reloads.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { offerBuyResponse, type OfferBuyResponse } from '@cases/domain/api/offers';
import { apiPost } from '../../../api/client.ts';
import { setMeBalance, setMeCoinBalance } from '../../../api/endpoints/get-me.ts';
import type { OfferData } from './get-offers.ts';

export type OfferBuyResult = Camel<OfferBuyResponse>;

/** What to buy: the offer, and the personal offer's trigger when it is one. */
export interface BuyOfferInput {
  offerId: string;
  triggerId?: string | null;
}

/** Buys one of `offerId` (as the personal offer `triggerId` when given). */
export function buyOffer({ offerId, triggerId }: BuyOfferInput): Promise<OfferBuyResult> {
  return apiPost(`/v1/offers/${encodeURIComponent(offerId)}/buy`, {
    schema: offerBuyResponse,
    body: triggerId ? { triggerId } : {},
  });
}

/** Counts one purchase of `offerId` in every cached offers list (shop and personal). */
function countPurchase(queryClient: QueryClient, offerId: string): void {
  queryClient.setQueriesData<{ offers: OfferData[] }>({ queryKey: ['offers'] }, (data) =>
    data && 'offers' in data
      ? {
          offers: data.offers.map((o) =>
            o.offerId === offerId
              ? {
                  ...o,
                  bought: o.bought + 1,
                  stockLeft: o.stockLeft === null ? null : Math.max(0, o.stockLeft - 1),
                }
              : o,
          ),
        }
      : data,
  );
}

/** The purchase as a mutation; a failure refreshes the offers too (sold out, limit, gone). */
export function useBuyOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyOffer,
    onSuccess: (res) => {
      setMeBalance(queryClient, res.balance);
      setMeCoinBalance(queryClient, res.coinBalance);
      countPurchase(queryClient, res.offerId);
      // Granted free openings show on the case cards and the case page; the season counts offers.
      for (const root of ['sections', 'case', 'event', 'daily', 'operations'])
        void queryClient.invalidateQueries({ queryKey: [root] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['offers'] }),
  });
}
