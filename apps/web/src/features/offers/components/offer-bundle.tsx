/**
 * What an offer holds and costs (spec 001 §3 Offer; issue 29): the cases as pictures with ×N (N free
 * openings each), the bonus coins with the header's coin icon, the bonus money; the old price struck
 * through beside the price, the sale badge (−NN %) and the offer's own label in its colour.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { readableOn } from '@cases/domain/case-card-view';
import { CoinIcon, useCoinsText, useCoinStyle } from '../../../ui/coin.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { Price, usePriceText } from '../../../ui/price.tsx';
import type { OfferData } from '../api/get-offers.ts';

/** The bundle's rows: each case with ×count, then the coins and the money when the offer gives any. */
export function OfferBundle({ offer }: { offer: OfferData }) {
  const { t } = useTranslation();
  const coinsText = useCoinsText();
  const priceText = usePriceText();
  return (
    <ul className="offer-bundle" aria-label={t('offers.bundle')} style={useCoinStyle()}>
      {offer.cases.map((c) => (
        <li key={c.id} className="offer-bundle__row">
          <span className="offer-bundle__art">
            <img src={c.image} alt="" width={40} height={40} loading="lazy" />
          </span>
          <span className="offer-bundle__name" aria-hidden>
            {c.name}
          </span>
          <span className="offer-bundle__amount" aria-hidden>
            {t('offers.caseCount', { count: c.count })}
          </span>
          <span className="visually-hidden">
            {t('offers.caseTitle', { name: c.name, count: c.count })}
          </span>
        </li>
      ))}
      {offer.bonusCoins > 0 && (
        <li className="offer-bundle__row offer-bundle__row--coins">
          <span className="offer-bundle__art">
            <CoinIcon size={26} />
          </span>
          <span className="offer-bundle__name">{t('offers.bonusCoins')}</span>
          <strong className="offer-bundle__amount">+{coinsText(offer.bonusCoins)}</strong>
        </li>
      )}
      {offer.bonusMoney > 0 && (
        <li className="offer-bundle__row offer-bundle__row--money">
          <span className="offer-bundle__art">
            <Icon name="wallet" size={24} />
          </span>
          <span className="offer-bundle__name">{t('offers.bonusMoney')}</span>
          <strong className="offer-bundle__amount">+{priceText(offer.bonusMoney)}</strong>
        </li>
      )}
    </ul>
  );
}

/** The old price struck through (when there is one above the price) and the price. */
export function OfferPrices({ offer }: { offer: OfferData }) {
  const { t } = useTranslation();
  return (
    <p className="offer-prices">
      {offer.oldPrice !== null && offer.oldPrice > offer.price && (
        <span className="offer-prices__old">
          <span className="visually-hidden">{t('offers.oldPrice')}: </span>
          <Price value={offer.oldPrice} old />
        </span>
      )}
      <span className="offer-prices__now">
        <span className="visually-hidden">{t('offers.price')}: </span>
        <Price value={offer.price} />
      </span>
    </p>
  );
}

/** "−30 %", read as "Скидка 30 %"; nothing without a sale. */
export function SaleBadge({ sale }: { sale: number }) {
  const { t } = useTranslation();
  if (sale <= 0) return null;
  return (
    <span className="offer-sale">
      <span aria-hidden>{t('offers.sale', { percent: sale })}</span>
      <span className="visually-hidden">{t('offers.saleFull', { percent: sale })}</span>
    </span>
  );
}

/** The offer's label (`labelName` on `labelColor`), or nothing. */
export function OfferLabel({ offer }: { offer: OfferData }) {
  if (!offer.labelName) return null;
  const style: CSSProperties | undefined = offer.labelColor
    ? { background: offer.labelColor, color: readableOn(offer.labelColor) }
    : undefined;
  return (
    <span className="offer-label" style={style}>
      {offer.labelName}
    </span>
  );
}
