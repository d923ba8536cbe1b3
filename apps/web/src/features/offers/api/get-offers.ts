/**
 * GET /v1/offers (spec 001 §2 offers shop, §7 "Event, battle pass, offers"; issue 29): the offers on
 * sale, public; with the bearer token `bought` counts the caller's purchases. Money in roubles.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { offersResponse, type Offer } from '@cases/domain/api/offers';
import { apiGet } from '../../../api/client.ts';
import { useSignedIn } from '../../../api/token.ts';

export type OfferData = Camel<Offer>;

/** The shop's list; keyed by whether the caller is signed in (visitors see `bought` 0). */
export const shopOffersQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['offers', 'shop', signedIn] as const,
    queryFn: ({ signal }) => apiGet('/v1/offers', { schema: offersResponse, signal }),
    staleTime: 30_000,
  });

/** The offers on sale for the current viewer. */
export const useShopOffers = () => useQuery(shopOffersQueryOptions(useSignedIn()));
