/**
 * What a case card counts and offers besides its price (spec 000 §3 Case; 001 §3 Event case card, §4
 * "Counter kind on case cards: quantity or time", §9 "Progress counter low at 10 percent"): the time
 * counter of a case's window or a claimed free case, the opens-limit counter, and the chips of
 * multifix, multicast, coins paid per drop, the player's free openings and every-N-th-free.
 * `useCardExtras` gives each one's text once, so the card shows it and names itself with it.
 */
import { useTranslation } from 'react-i18next';
import type { CaseCardData } from '../api/endpoints/get-sections.ts';
import { CoinIcon } from './coin.tsx';
import { useClockText, useTimeLeft } from './countdown.tsx';
import { Icon } from './icons.tsx';
import { FREE_CASE_PERIOD_MS } from '@cases/domain/case-constants';

/** What the time counter shows: none, the window's start or end, or a claimed free case's reopening. */
export type CardTime =
  { kind: 'none' } | { kind: 'starts' | 'ends' | 'cooling'; at: number; left: number };

const parse = (iso: string | null) => (iso ? Date.parse(iso) : null);

/**
 * The card's time counter, re-evaluated every second. The server sends a claimed free case's
 * reopening as a 24 h span (counter_start = counter_end − FREE_CASE_PERIOD_MS); any other span is the
 * case's window: before its start it counts to the start, then to the end.
 */
export function useCardTime(card: CaseCardData): CardTime {
  const start = parse(card.counterStart);
  const end = parse(card.counterEnd);
  const toStart = useTimeLeft(start);
  const toEnd = useTimeLeft(end);
  if (end === null || toEnd <= 0) return { kind: 'none' };
  if (start !== null && toStart > 0) return { kind: 'starts', at: start, left: toStart };
  const freeCooldown =
    card.priceData.price === 0 && start !== null && end - start === FREE_CASE_PERIOD_MS;
  return { kind: freeCooldown ? 'cooling' : 'ends', at: end, left: toEnd };
}

/** The texts a card shows besides its name and price, each null when it has none. */
export interface CardExtras {
  time: CardTime;
  /** "До конца" / "Старт через" before the clock (none for a free case's cooldown). */
  timePrefix: string | null;
  clock: string | null;
  /** "37 / 100" (or "Осталось 37 открытий" without a limit); low at ≤ 10 %. */
  stock: { text: string; share: number | null; low: boolean } | null;
  multi: string | null;
  coins: string | null;
  freeOpens: string | null;
  everyNth: string | null;
}

/** The card's extras and their texts (ticks every second while a clock runs). */
export function useCardExtras(card: CaseCardData): CardExtras {
  const { t } = useTranslation();
  const clockText = useClockText();
  const time = useCardTime(card);
  const { opensLimit: limit, opensRemaining: remaining } = card.statisticData;
  const range = card.multicastData?.range;
  const coins = card.tastyCoins;
  const freeOpens = card.labelData?.freeOpens ?? 0;
  return {
    time,
    timePrefix:
      time.kind === 'starts'
        ? t('cases.startsIn')
        : time.kind === 'ends'
          ? t('cases.endsIn')
          : null,
    clock: time.kind === 'none' ? null : clockText(time.left),
    stock:
      remaining === null
        ? null
        : limit !== null && limit > 0
          ? {
              text: `${remaining} / ${limit}`,
              share: Math.max(0, Math.min(1, remaining / limit)),
              low: remaining <= limit * 0.1,
            }
          : { text: t('cases.remaining', { count: remaining }), share: null, low: false },
    multi: card.multifixNumber
      ? `×${card.multifixNumber}`
      : range?.length === 2
        ? `×${range[0]}–${range[1]}`
        : null,
    coins:
      coins && coins.max > 0
        ? coins.min === coins.max
          ? `+${coins.max}`
          : `+${coins.min}–${coins.max}`
        : null,
    freeOpens: freeOpens > 0 ? t('cases.freeOpens', { count: freeOpens }) : null,
    everyNth: card.everyNOpenFree ? t('cases.everyNth', { n: card.everyNOpenFree }) : null,
  };
}

/** The texts of `extras` in the order the card's markup has them (its name lists them so). */
export function extrasTexts(x: CardExtras): string[] {
  return [
    x.freeOpens,
    x.everyNth,
    x.timePrefix && x.clock ? `${x.timePrefix} ${x.clock}` : x.clock,
    x.stock?.text ?? null,
  ].filter((s): s is string => s !== null);
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
