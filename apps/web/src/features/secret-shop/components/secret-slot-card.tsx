/**
 * One slot of the secret shop (decision 018; issue 29) in the look of the shop's item tiles: the
 * rarity's colour as border and glow, the picture, rarity · slot, the name, the old price struck
 * through beside the shop's price, the −NN % badge, the stock left with its bar, and the one action the
 * caller has: buy, sign in (visitor), or a disabled reason (level, period limit, sold out). A sold-out
 * slot is greyed.
 */
import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RARITY_COLORS } from '@cases/domain/catalog';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { Price, usePriceText } from '../../../ui/price.tsx';
import type { SecretSlotData } from '../api/get-secret-shop.ts';

/** What the caller may do with a slot that is not sold out. */
export type SlotAccess =
  { kind: 'buy' } | { kind: 'visitor' } | { kind: 'level'; minLevel: number } | { kind: 'limit' };

export function SecretSlotCard({
  slot,
  access,
  busy,
  onBuy,
}: {
  slot: SecretSlotData;
  access: SlotAccess;
  /** This slot's purchase is on its way. */
  busy: boolean;
  onBuy: (slot: SecretSlotData) => void;
}) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const nameId = useId();
  const { item } = slot;
  const soldOut = slot.stockLeft <= 0;
  const style = { '--rarity': RARITY_COLORS[item.rarity] } as CSSProperties;
  const left = Math.max(0, Math.min(slot.stock, slot.stockLeft));
  const share = slot.stock > 0 ? (left / slot.stock) * 100 : 0;
  const kind = [t(`rarity.${item.rarity}`), t(`slot.${item.slot}`)].join(' · ');

  let action;
  if (soldOut)
    action = (
      <Button variant="secondary" size="sm" disabled>
        {t('secretShop.soldOut')}
      </Button>
    );
  else
    switch (access.kind) {
      case 'buy':
        action = (
          <Button
            size="sm"
            busy={busy}
            aria-label={t('secretShop.buyAria', { name: item.name, price: priceText(slot.price) })}
            onClick={() => onBuy(slot)}
          >
            {t('secretShop.buy')}
          </Button>
        );
        break;
      case 'visitor':
        action = (
          <Link to={paths.registration()} className="btn btn--secondary btn--sm">
            {t('secretShop.signInToBuy')}
          </Link>
        );
        break;
      case 'level':
        action = (
          <Button variant="secondary" size="sm" disabled>
            <Icon name="lock" size={14} />
            {t('secretShop.locked', { level: access.minLevel })}
          </Button>
        );
        break;
      case 'limit':
        action = (
          <Button variant="secondary" size="sm" disabled>
            {t('secretShop.limitReached')}
          </Button>
        );
        break;
    }

  return (
    <article
      className={`secret-slot${soldOut ? ' secret-slot--sold-out' : ''}`}
      style={style}
      aria-labelledby={nameId}
      data-slot={slot.id}
    >
      <div className="secret-slot__glow" aria-hidden="true" />
      <div className="secret-slot__badges">
        <span className="secret-slot__sale">
          <span aria-hidden="true">{t('secretShop.saleBadge', { sale: slot.sale })}</span>
          <span className="visually-hidden">{t('secretShop.sale', { sale: slot.sale })}</span>
        </span>
      </div>
      <img
        className="secret-slot__img"
        src={item.image}
        alt=""
        draggable={false}
        loading="lazy"
        decoding="async"
      />
      <div className="secret-slot__info">
        <span className="secret-slot__kind">{kind}</span>
        <h3
          id={nameId}
          className="secret-slot__name"
          title={item.heroName ? `${item.name} — ${item.heroName}` : item.name}
        >
          {item.name}
        </h3>
        <p className="secret-slot__prices">
          <span className="visually-hidden">{t('secretShop.oldPrice')}</span>
          <Price value={slot.oldPrice} old className="secret-slot__old" />{' '}
          <span className="visually-hidden">{t('secretShop.newPrice')}</span>
          <Price value={slot.price} className="secret-slot__price" />
        </p>
        <p className="secret-slot__stock">
          {t('secretShop.stockLeft', { left, stock: slot.stock })}
        </p>
        <span className="secret-slot__bar" aria-hidden="true">
          <span style={{ width: `${share}%` }} />
        </span>
      </div>
      <div className="secret-slot__action">{action}</div>
    </article>
  );
}
