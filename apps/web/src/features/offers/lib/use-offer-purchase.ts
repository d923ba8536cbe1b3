/**
 * Pressing "buy" on an offer (spec 001 §2 offers shop and personal-offer modal; issue 29): a visitor
 * gets the sign-in dialog (#reg); a player short of money gets the balance popup (error key
 * balance_error, `onShort` with the missing roubles); any other failure is a translated toast. A second
 * press while one purchase flies is ignored. The result of the last purchase is kept until dismissed.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { useSignedIn } from '../../../api/token.ts';
import { paths } from '../../../shared/paths.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useBuyOffer, type OfferBuyResult } from '../api/buy-offer.ts';
import type { OfferData } from '../api/get-offers.ts';

/** The key one offer card is known by while it is being bought (personal offers by their trigger). */
export const offerKey = (offer: OfferData): string => offer.triggerId ?? offer.offerId;

export interface OfferPurchase {
  purchase: (offer: OfferData) => void;
  /** `offerKey` of the offer being bought, or null. */
  pending: string | null;
  /** What the last purchase granted, until `dismiss`. */
  done: OfferBuyResult | null;
  dismiss: () => void;
}

export function useOfferPurchase(onShort: (missing: number) => void): OfferPurchase {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const balance = useMe().data?.finance.balance;
  const buy = useBuyOffer();
  const toastError = useErrorToast();
  const inFlight = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  const [done, setDone] = useState<OfferBuyResult | null>(null);

  const purchase = (offer: OfferData) => {
    if (!signedIn) {
      void navigate(paths.registration());
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(offerKey(offer));
    buy.mutate(
      { offerId: offer.offerId, triggerId: offer.triggerId },
      {
        onSuccess: setDone,
        onError: (error) => {
          if (isApiError(error) && error.code === 'balance_error')
            onShort(Math.max(0, offer.price - (balance ?? 0)));
          else toastError(error);
        },
        onSettled: () => {
          inFlight.current = false;
          setPending(null);
        },
      },
    );
  };
  return { purchase, pending, done, dismiss: () => setDone(null) };
}
