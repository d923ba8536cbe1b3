/**
 * One offer of the shop (spec 001 §2 offers shop, §3 Offer; issue 29): picture, label and sale
 * badge, title and description, the bundle, the countdown to `endsAt`, the stock left, the player's
 * purchases of the limit, old and new price and the buy button — disabled once the offer has ended,
 * sold out or reached the player's limit.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@cases/domain/format';
import { useSignedIn } from '../../../api/token.ts';
import { Button } from '../../../ui/button.tsx';
import { useClockText, useTimeLeft } from '../../../ui/countdown.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import type { OfferData } from '../api/get-offers.ts';
import { OfferBundle, OfferLabel, OfferPrices, SaleBadge } from './offer-bundle.tsx';

/** Why an offer cannot be bought now, or null when it can. */
export function offerBlock(
  offer: OfferData,
  signedIn: boolean,
  timeLeft: number,
): 'ended' | 'soldOut' | 'limitReached' | null {
  if (offer.endsAt !== null && timeLeft <= 0) return 'ended';
  if (offer.stockLeft !== null && offer.stockLeft <= 0) return 'soldOut';
  if (signedIn && offer.limit > 0 && offer.bought >= offer.limit) return 'limitReached';
  return null;
}

export interface OfferCardProps {
  offer: OfferData;
  busy: boolean;
  onBuy: () => void;
}

export function OfferCard({ offer, busy, onBuy }: OfferCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const signedIn = useSignedIn();
  const priceText = usePriceText();
  const clock = useClockText();
  const left = useTimeLeft(offer.endsAt === null ? null : Date.parse(offer.endsAt));
  const block = offerBlock(offer, signedIn, left);
  const personal = offer.triggerId !== null;

  return (
    <article
      className={personal ? 'offer-card offer-card--personal' : 'offer-card'}
      aria-labelledby={titleId}
    >
      <div className="offer-card__art">
        <img src={offer.image} alt="" width={180} height={180} loading="lazy" />
        <span className="offer-card__badges">
          <OfferLabel offer={offer} />
          <SaleBadge sale={offer.sale} />
        </span>
      </div>
      <h3 id={titleId} className="offer-card__title">
        {offer.title}
      </h3>
      <p className="offer-card__desc">{offer.description}</p>
      <OfferBundle offer={offer} />
      <ul className="offer-card__facts">
        {offer.endsAt !== null && (
          <li className="offer-card__fact offer-card__fact--time">
            <Icon name="clock" size={14} />
            {personal ? t('offers.expiresIn') : t('offers.endsIn')}{' '}
            <time dateTime={`PT${Math.ceil(left / 1000)}S`}>{clock(left)}</time>
          </li>
        )}
        {offer.stockLeft !== null && (
          <li className="offer-card__fact">
            {t('offers.stockLeft', {
              count: offer.stockLeft,
              amount: formatAmount(offer.stockLeft, i18n.language),
            })}
          </li>
        )}
        {signedIn && offer.limit > 0 && (
          <li className="offer-card__fact">
            {t('offers.bought', { bought: offer.bought, limit: offer.limit })}
          </li>
        )}
      </ul>
      <div className="offer-card__buy">
        <OfferPrices offer={offer} />
        <Button size="md" busy={busy} disabled={block !== null} onClick={onBuy}>
          {block !== null
            ? t(`offers.${block}`)
            : signedIn
              ? t('offers.buyFor', { price: priceText(offer.price) })
              : t('offers.signInToBuy')}
        </Button>
      </div>
    </article>
  );
}
