/**
 * Case card, spec 000 §3 Case and §4, 001 §3 Event case card: picture, name, price with the old price
 * struck through ("Бесплатно" for price 0 — but not on a claimed free case, which shows only its countdown
 * (issue 31) — the coin and a whole number for a coin case), the one label
 * of `cardLabel` priority (incl. "ended"), volatility 1–4 (unless the `volatility` flag is off), the opens-limit counter (low at 10 %), the
 * time counter (a window's start or end, or a claimed free case's reopening, issue 9), the badges of
 * multifix ×N, multicast ×a–b, coins per drop, the player's free openings and every-N-th-free
 * (issue 28), locked state, and "top-up required" on a free case the player may open only after a
 * recent deposit (issue 8).
 */
import { useCallback, useMemo, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Camel } from '@cases/domain/casing';
import type { CaseCard as CaseCardWire } from '@cases/domain/api/cases';
import { cardTexts, readableOn } from '@cases/domain/case-card-view';
import { useFeature } from '../api/endpoints/get-config.ts';
import {
  ArtBadges,
  CardCounters,
  cardView,
  useCardTicks,
  useCardTranslate,
} from './case-card-counters.tsx';
import { COIN_CODE, CoinIcon, useCoinStyle, useCoinsText } from './coin.tsx';
import { Icon } from './icons.tsx';
import { Price, usePriceText } from './price.tsx';
import { VolatilityMeter } from './volatility-meter.tsx';
import './case-card.css';
import { dateTimeFormat } from '../i18n/intl-formats.ts';

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

/** A moment as the viewer's clock time in the interface language ("14:05"). */
function useClockTime(): (at: number) => string {
  const { i18n } = useTranslation();
  const format = useMemo(
    () => dateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }),
    [i18n.language],
  );
  return useCallback((at: number) => format.format(at), [format]);
}

/** One case in a section grid; the whole card links to the open page (or adds a battle round). */
export function CaseCard({ card, to = '#', locked, battle }: CaseCardProps) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const coinsText = useCoinsText();
  const timeText = useClockTime();
  const coinStyle = useCoinStyle();
  const coinCase = card.priceData.currency === COIN_CODE;
  useCardTicks(card);
  const tr = useCardTranslate();
  // The operator can switch the volatility meter off shop-wide (spec 000 §1 flag "volatility").
  const showVolatility = useFeature('volatility');
  // One instant for what the card shows and what it is named by (a second between them broke axe).
  const { label, labelText, extras, cooling, requirement, lockText, oldText, ariaLabel } =
    cardTexts(cardView(card, locked), tr, Date.now(), { priceText, coinsText, timeText });
  const labelColor = card.labelData?.color ?? null;
  const { price } = card.priceData;
  const style = { ...coinStyle, '--case-color': card.appearanceData.color } as CSSProperties;
  const classes = [
    'case-card',
    locked ? 'case-card--locked' : '',
    cooling ? 'case-card--cooling' : '',
    card.available ? '' : 'case-card--ended',
    coinCase ? 'case-card--coins' : '',
    battle ? (battle.count > 0 ? 'case-card--battle-selected' : 'case-card--battle') : '',
  ]
    .filter(Boolean)
    .join(' ');

  const content = (
    <>
      <span className="case-card__name">{card.name}</span>{' '}
      {/* A claimed free case (cooling) shows its countdown, not a "free" pill (issue 31). */}
      {!(cooling && price === 0) && (
        <span
          className={coinCase ? 'case-card__price case-card__price--coins' : 'case-card__price'}
        >
          {price === 0 ? (
            <span className="case-card__free">{t('cases.free')}</span>
          ) : coinCase ? (
            <span className="coins">
              <CoinIcon />
              {coinsText(price)}
            </span>
          ) : (
            <Price value={price} />
          )}{' '}
          {oldText && <s className="case-card__old">{oldText}</s>}
        </span>
      )}{' '}
      {requirement && <span className="case-card__requirement">{requirement}</span>}{' '}
      <CardCounters extras={extras} />{' '}
      {labelText && (
        <span
          className={`case-card__label case-card__label--${label ?? ''}`}
          style={labelColor ? { background: labelColor, color: readableOn(labelColor) } : undefined}
        >
          {labelText}
        </span>
      )}
      {showVolatility && <VolatilityMeter value={card.volatility} hidden />}
      <div className="case-card__art">
        <img src={card.appearanceData.image} alt="" draggable={false} />
        <ArtBadges extras={extras} />{' '}
        {lockText && (
          <span className="case-card__lock">
            <Icon name="lock" size={16} /> {lockText}
          </span>
        )}
      </div>
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
          aria-label={t('cases.addRound', { name: ariaLabel })}
        >
          {content}
        </button>
        {battle.count > 0 && (
          <span className="case-card__count">
            <span aria-hidden>×{battle.count}</span>
            <span className="visually-hidden">{t('cases.rounds', { count: battle.count })}</span>
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
    <Link to={to} className={classes} style={style} aria-label={ariaLabel}>
      {content}
    </Link>
  );
}
