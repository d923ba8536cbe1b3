/**
 * Case card, spec 000 §3 Case and §4: picture, name, price with the old price struck through,
 * "Бесплатно" for price 0, the one label of `cardLabel` priority (incl. "ended"), volatility 1–4,
 * opens-remaining counter (low at 10 %), locked state, and "top-up required" on a free case the
 * player may open only after a recent deposit (issue 8), and the time left before a claimed free case
 * opens again (issue 9).
 */
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Camel } from '@cases/domain/casing';
import type { CaseCard as CaseCardWire } from '@cases/domain/api/cases';
import { cardLabel } from '@cases/domain/labels';
import { Countdown, useTimeLeft } from './countdown.tsx';
import { Icon } from './icons.tsx';
import { Price, usePriceText } from './price.tsx';
import { VolatilityMeter } from './volatility-meter.tsx';
import './case-card.css';

export type CaseCardData = Camel<CaseCardWire>;

export interface CaseCardProps {
  card: CaseCardData;
  /** Where the card links (the default variant). */
  to?: string;
  /** Above the player's level or flagged locked (spec 000 §4). */
  locked: boolean;
  /**
   * The battle picker's variants (spec 000 §3 "default, battle, battle-selected"): the card adds a
   * round on click; with `count` > 0 it is `battle-selected`, shows the count and a remove button.
   */
  battle?: { count: number; onAdd: () => void; onRemove: () => void; disabled?: boolean };
}

/** One case in a section grid; the whole card links to the open page. */
export function CaseCard({ card, to = '#', locked, battle }: CaseCardProps) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const label = cardLabel({
    name: card.name,
    available: card.available,
    isOffer: card.isOffer,
    multifixNumber: card.multifixNumber,
    multicastRange: card.multicastData?.range ?? null,
    everyNOpenFree: card.everyNOpenFree,
    labelType: card.labelData?.type ?? null,
  });
  const labelText =
    label === 'custom' && card.labelData?.name
      ? card.labelData.name
      : label
        ? t(`labels.${label}`)
        : null;
  const { price, oldPrice } = card.priceData;
  const { opensLimit, opensRemaining } = card.statisticData;
  const low = opensLimit !== null && opensRemaining !== null && opensRemaining <= opensLimit * 0.1;
  const style = { '--case-color': card.appearanceData.color } as CSSProperties;
  // A claimed free case counts down to its next opening (spec 000 §3 counter, time kind).
  const reopensAt = card.counterEnd ? Date.parse(card.counterEnd) : 0;
  const cooling = useTimeLeft(card.counterEnd ? reopensAt : null) > 0;
  const classes = [
    'case-card',
    locked ? 'case-card--locked' : '',
    cooling ? 'case-card--cooling' : '',
    card.available ? '' : 'case-card--ended',
    battle ? (battle.count > 0 ? 'case-card--battle-selected' : 'case-card--battle') : '',
  ]
    .filter(Boolean)
    .join(' ');

  const label_ = t('cases.cardName', {
    name: card.name,
    price: card.priceData.price === 0 ? t('cases.free') : priceText(card.priceData.price),
  });
  const content = (
    <>
      {labelText && (
        <span
          className={`case-card__label case-card__label--${label ?? ''}`}
          style={card.labelData?.color ? { background: card.labelData.color } : undefined}
        >
          {labelText}
        </span>
      )}
      <VolatilityMeter value={card.volatility} />
      <div className="case-card__art">
        <img src={card.appearanceData.image} alt="" draggable={false} />
        {locked && (
          <span className="case-card__lock">
            <Icon name="lock" size={16} /> {t('cases.level', { level: card.level })}
          </span>
        )}
      </div>
      <span className="case-card__name">{card.name}</span>
      {card.depositRequired && !locked && !cooling && card.available && (
        <span className="case-card__requirement">{t('cases.depositRequired')}</span>
      )}
      {cooling && (
        <span className="case-card__counter case-card__counter--time">
          <Icon name="clock" size={14} />
          <Countdown endsAt={reopensAt} />
        </span>
      )}
      {opensRemaining !== null && (
        <span className={low ? 'case-card__counter case-card__counter--low' : 'case-card__counter'}>
          {t('cases.remaining', { count: opensRemaining })}
        </span>
      )}
      <span className="case-card__price">
        {oldPrice !== null && oldPrice > price && (
          <Price value={oldPrice} old className="case-card__old" />
        )}
        {price === 0 ? (
          <span className="case-card__free">{t('cases.free')}</span>
        ) : (
          <Price value={price} />
        )}
      </span>
    </>
  );
  if (battle)
    return (
      <div className={classes} style={style}>
        <button
          type="button"
          className="case-card__pick"
          onClick={battle.onAdd}
          disabled={battle.disabled}
          aria-label={t('cases.addRound', { name: label_ })}
        >
          {content}
        </button>
        {battle.count > 0 && (
          <span
            className="case-card__count"
            aria-label={t('cases.rounds', { count: battle.count })}
          >
            ×{battle.count}
          </span>
        )}
        {battle.count > 0 && (
          <button
            type="button"
            className="case-card__remove"
            onClick={battle.onRemove}
            aria-label={t('cases.removeRound', { name: card.name })}
          >
            −
          </button>
        )}
      </div>
    );
  return (
    <Link to={to} className={classes} style={style} aria-label={label_}>
      {content}
    </Link>
  );
}
