/**
 * /offers-shop (spec 000 §2 and 001 §2 "offers shop; a query flag opens a balance popup"; issue 29): the
 * offers on sale with their sale, countdowns, stock and the player's purchases, and — for a signed-in
 * player — their personal offers above them. `?balance=1` opens the balance popup; a purchase the
 * balance cannot pay opens it too, saying how much is missing.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { useSignedIn } from '../../../api/token.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { Price } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useShopOffers, type OfferData } from '../api/get-offers.ts';
import { usePersonalOffers } from '../api/get-personal-offers.ts';
import { BalancePopup } from '../components/balance-popup.tsx';
import { OfferCard } from '../components/offer-card.tsx';
import { PurchaseDone } from '../components/purchase-done.tsx';
import { offerKey, useOfferPurchase, type OfferPurchase } from '../lib/use-offer-purchase.ts';
import '../components/offers.css';

/** The query flag of the balance popup (spec 000 §2 route table). */
const BALANCE_FLAG = 'balance';

function OfferGrid({ offers, buying }: { offers: OfferData[]; buying: OfferPurchase }) {
  return (
    <div className="offers-grid">
      {offers.map((offer) => (
        <OfferCard
          key={offerKey(offer)}
          offer={offer}
          busy={buying.pending === offerKey(offer)}
          onBuy={() => buying.purchase(offer)}
        />
      ))}
    </div>
  );
}

export function OffersShopPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const me = useMe().data;
  const shop = useShopOffers();
  const personal = usePersonalOffers(me?.userId, signedIn).data?.offers ?? [];
  const [params, setParams] = useSearchParams();
  const [missing, setMissing] = useState(0);
  const balanceOpen = params.get(BALANCE_FLAG) === '1';
  const setBalanceOpen = (open: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (open) next.set(BALANCE_FLAG, '1');
        else next.delete(BALANCE_FLAG);
        return next;
      },
      { replace: true },
    );
  const buying = useOfferPurchase((lack) => {
    setMissing(lack);
    setBalanceOpen(true);
  });

  return (
    <div className="page offers-page">
      <header className="offers-hero">
        <div className="offers-hero__text">
          <h1>{t('offers.title')}</h1>
          <p>{t('offers.lead')}</p>
        </div>
        {signedIn && (
          <Button
            variant="secondary"
            className="offers-hero__balance"
            onClick={() => {
              setMissing(0);
              setBalanceOpen(true);
            }}
          >
            <Icon name="wallet" size={18} />
            {t('offers.myBalance')}: {me ? <Price value={me.finance.balance} /> : '…'}
          </Button>
        )}
      </header>
      {personal.length > 0 && (
        <section className="offers-section" aria-labelledby="offers-personal">
          <h2 id="offers-personal">{t('offers.personalSection')}</h2>
          <OfferGrid offers={personal} buying={buying} />
        </section>
      )}
      <section className="offers-section" aria-labelledby="offers-shop">
        <h2 id="offers-shop">{t('offers.shopSection')}</h2>
        {shop.isPending ? (
          <Spinner />
        ) : shop.isError ? (
          <p className="offers-empty">
            {t('offers.loadError')}{' '}
            <Button variant="ghost" size="sm" onClick={() => void shop.refetch()}>
              {t('offers.retry')}
            </Button>
          </p>
        ) : shop.data.offers.length === 0 ? (
          <p className="offers-empty">{t('offers.empty')}</p>
        ) : (
          <OfferGrid offers={shop.data.offers} buying={buying} />
        )}
      </section>
      <BalancePopup
        open={balanceOpen}
        missing={missing}
        onClose={() => {
          setMissing(0);
          setBalanceOpen(false);
        }}
      />
      {buying.done && <PurchaseDone result={buying.done} onClose={buying.dismiss} />}
    </div>
  );
}
