/**
 * What a case card counts and offers besides its price (spec 000 §3 Case; 001 §3 Event case card, §4
 * "Counter kind on case cards: quantity or time", §9 "Progress counter low at 10 percent"): the time
 * counter of a case's window or a claimed free case, the opens-limit counter, and the chips of
 * multifix, multicast, coins paid per drop, the player's free openings and every-N-th-free.
 * The card takes them from the domain's `cardTexts` at one instant, so the clock it shows and the clock in
 * its accessible name never differ by a second (axe label-content-name-mismatch).
 */
import { useTranslation } from 'react-i18next';
import {
  cardTime,
  type CardExtras,
  type CardTime,
  type CardView,
  type Translate,
} from '@cases/domain/case-card-view';
import { COIN_CODE } from '@cases/domain/case-constants';
import type { CaseCardData } from '../api/endpoints/get-sections.ts';
import { CoinIcon } from './coin.tsx';
import { useTimeLeft } from './countdown.tsx';
import { Icon } from './icons.tsx';

export type { CardExtras, CardTime };
export { extrasTexts } from '@cases/domain/case-card-view';

/** The card's fields the shared texts depend on (domain case-card-view, which the first screen uses too). */
export function cardView(card: CaseCardData, locked = card.locked): CardView {
  return {
    name: card.name,
    available: card.available,
    isOffer: card.isOffer,
    isCoinCase: card.priceData.currency === COIN_CODE,
    price: card.priceData.price,
    oldPrice: card.priceData.oldPrice,
    counterStart: card.counterStart,
    counterEnd: card.counterEnd,
    opensLimit: card.statisticData.opensLimit,
    opensRemaining: card.statisticData.opensRemaining,
    multifixNumber: card.multifixNumber,
    multicastRange: card.multicastData?.range ?? null,
    tastyCoins: card.tastyCoins,
    freeOpens: card.labelData?.freeOpens ?? 0,
    everyNOpenFree: card.everyNOpenFree,
    labelType: card.labelData?.type ?? null,
    labelName: card.labelData?.name ?? null,
    depositRequired: card.depositRequired,
    locked,
    level: card.level,
  };
}

/** i18next's typed `t` as the domain's plain Translate (the keys are the card's, checked by the resource tests). */
export function useCardTranslate(): Translate {
  const { t } = useTranslation();
  return (key, vars) => t(key as never, vars as never) as unknown as string;
}

/** Re-renders every second while the card's start or end is ahead. */
export function useCardTicks(card: CaseCardData): void {
  useTimeLeft(card.counterStart ? Date.parse(card.counterStart) : null);
  useTimeLeft(card.counterEnd ? Date.parse(card.counterEnd) : null);
}

/** The card's time counter (domain cardTime), re-evaluated every second. */
export function useCardTime(card: CaseCardData): CardTime {
  useCardTicks(card);
  return cardTime(cardView(card), Date.now());
}

/** The free-openings chips, the clock and the stock counter, below the card's name. */
export function CardCounters({ extras: x }: { extras: CardExtras }) {
  return (
    <>
      {(x.freeOpens || x.everyNth) && (
        <span className="case-card__free-badges">
          {x.freeOpens && (
            <span className="case-card__chip case-card__chip--free">{x.freeOpens}</span>
          )}{' '}
          {x.everyNth && (
            <span className="case-card__chip case-card__chip--every">{x.everyNth}</span>
          )}
        </span>
      )}{' '}
      {x.time.kind !== 'none' && (
        <span
          className={`case-card__counter case-card__counter--time case-card__time--${x.time.kind}`}
          // A cooling free case says when it is free again once, in its name (cardTexts): the ticking clock is
          // for the eye only (issue 48).
          aria-hidden={x.time.kind === 'cooling' ? true : undefined}
        >
          <Icon name="clock" size={14} />
          {x.timePrefix && <span>{x.timePrefix} </span>}
          <time dateTime={`PT${Math.ceil(x.time.left / 1000)}S`}>{x.clock}</time>
        </span>
      )}{' '}
      {x.stock &&
        (x.stock.share === null ? (
          <span className="case-card__counter">{x.stock.text}</span>
        ) : (
          <span
            className={x.stock.low ? 'case-card__stock case-card__stock--low' : 'case-card__stock'}
          >
            <span className="case-card__stock-text">{x.stock.text}</span>
            <span className="case-card__stock-bar">
              <span style={{ width: `${x.stock.share * 100}%` }} />
            </span>
          </span>
        ))}
    </>
  );
}

/** Chips over the picture's foot: ×N (multifix) or ×a–b (multicast) left, coins per drop right. */
export function ArtBadges({ extras: x }: { extras: CardExtras }) {
  if (!x.multi && !x.coins) return null;
  return (
    <span className="case-card__art-badges">
      {x.multi && <span className="case-card__chip case-card__chip--multi">{x.multi}</span>}{' '}
      {x.coins && (
        <span className="case-card__chip case-card__chip--coins">
          <CoinIcon />
          {x.coins}
        </span>
      )}
    </span>
  );
}
