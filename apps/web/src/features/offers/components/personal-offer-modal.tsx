/**
 * The personal-offer modal (spec 001 §2 "A personal-offer modal shown when a trigger id exists and the
 * modal is allowed", §4 "Offer modal: pressing buy hides it"; issue 29). A signed-in player with an
 * offer trigger (GET /v1/triggers, `type: 'offer'`) sees their offer (GET /v1/offers/user/{id}) once: the
 * server remembers that it showed (`shown`, POST /v1/offers/personal/{id}/shown; issue 48), and this tab does too
 * should that call fail. Only where `allowed` (the shell's calm pages: the front page and the profile, never in
 * tech work — issue 48), never over another dialog — it waits
 * until none has been open for a moment, so the scammer warning and sign-up go first. It shows the
 * title of its trigger type, the countdown to expiry, the bundle and old and new price; buying hides
 * it at once and then shows what was granted, or the balance popup when the money is short.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { Button } from '../../../ui/button.tsx';
import { Countdown } from '../../../ui/countdown.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useOpenModalCount } from '../../../ui/open-modals.ts';
import { usePriceText } from '../../../ui/price.tsx';
import { usePersonalOffers } from '../api/get-personal-offers.ts';
import { useOfferTriggers } from '../api/get-triggers.ts';
import { markOfferShown } from '../api/mark-shown.ts';
import { markShownInTab, offerShownInTab } from '../lib/offer-session.ts';
import { useOfferPurchase } from '../lib/use-offer-purchase.ts';
import { BalancePopup } from './balance-popup.tsx';
import { OfferBundle, OfferLabel, OfferPrices, SaleBadge } from './offer-bundle.tsx';
import { PurchaseDone } from './purchase-done.tsx';
import './offers.css';

/**
 * How long no other dialog must be open before the modal shows (ms): longer than the scammer
 * warning's 600 ms, so a player's first overlay is that warning, and this one follows it.
 */
const SETTLE_MS = 1200;

type Phase = 'waiting' | 'open' | 'closed';

export function PersonalOfferModal({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const userId = useMe().data?.userId;
  const queryClient = useQueryClient();
  const [seen] = useState(offerShownInTab);
  const [phase, setPhase] = useState<Phase>('waiting');
  const [missing, setMissing] = useState<number | null>(null);
  const wanted = allowed && !seen;
  const trigger = useOfferTriggers(wanted ? userId : undefined).data?.find(
    (tr) => !tr.shown && Date.parse(tr.expiresAt) > Date.now(),
  );
  const found = usePersonalOffers(userId, wanted && trigger !== undefined).data?.offers.find(
    (o) => o.triggerId === trigger?.id,
  );
  // The offer as it opened: once reported shown, the trigger leaves the list the modal reads it from.
  const [opened, setOpened] = useState<typeof found>(undefined);
  const offer = opened ?? found;
  const triggerId = trigger?.id;
  const openDialogs = useOpenModalCount();
  const buying = useOfferPurchase(setMissing);
  const ready = wanted && offer !== undefined && phase === 'waiting';

  useEffect(() => {
    if (!ready || openDialogs > 0) return;
    const timer = setTimeout(() => {
      markShownInTab();
      setOpened(found);
      setPhase('open');
      // Remembered for the player; a failed call leaves only this tab's mark (the modal may show once more elsewhere).
      if (triggerId) markOfferShown(queryClient, triggerId).catch(() => undefined);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [ready, openDialogs, found, triggerId, queryClient]);

  const title = t(`offers.personal.title.${offer?.triggerType ?? 'first_deposit'}`);
  return (
    <>
      {offer && phase === 'open' && (
        <Modal open title={title} onClose={() => setPhase('closed')}>
          <div className="personal-offer">
            <div className="personal-offer__art">
              <img src={offer.image} alt="" width={160} height={160} />
              <span className="offer-card__badges">
                <OfferLabel offer={offer} />
                <SaleBadge sale={offer.sale} />
              </span>
            </div>
            {offer.title !== title && <p className="personal-offer__name">{offer.title}</p>}
            <p className="personal-offer__desc">{offer.description}</p>
            {offer.endsAt !== null && (
              <p className="personal-offer__timer" role="timer">
                {t('offers.expiresIn')} <Countdown endsAt={Date.parse(offer.endsAt)} />
              </p>
            )}
            <OfferBundle offer={offer} />
            <OfferPrices offer={offer} />
            <div className="personal-offer__actions">
              <Button
                size="lg"
                onClick={() => {
                  setPhase('closed');
                  buying.purchase(offer);
                }}
              >
                {t('offers.buyFor', { price: priceText(offer.price) })}
              </Button>
              <Button variant="ghost" onClick={() => setPhase('closed')}>
                {t('offers.personal.later')}
              </Button>
            </div>
          </div>
        </Modal>
      )}
      <BalancePopup
        open={missing !== null}
        missing={missing ?? 0}
        onClose={() => setMissing(null)}
      />
      {buying.done && <PurchaseDone result={buying.done} onClose={buying.dismiss} />}
    </>
  );
}
