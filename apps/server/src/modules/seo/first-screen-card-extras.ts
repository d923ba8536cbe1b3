/**
 * What a first-screen case card shows besides its name and price, as the web app's
 * apps/web/src/ui/case-card-counters.tsx renders it on its first render (issue 28): the time counter
 * of a window or a claimed free case (computed from the server's clock as the app computes it from
 * the browser's), the opens-limit counter with its bar (low at ≤ 10 %), the free-opening chips and
 * the picture's ×N / ×a–b and +min–max coin chips. The same texts, classes and order of the markup.
 */
import type { CaseCard } from '@cases/domain/api/cases';
import { FREE_CASE_PERIOD_MS } from '@cases/domain/case-constants';
import { formatClock } from '@cases/domain/format';
import { stockShare, stockWidthClass } from './first-screen-colors.ts';
import type { Translate } from './first-screen-texts.ts';
import { esc } from '../../platform/html.ts';

/** The coin's picture when the app has not yet loaded the season (its useSeasonCoin fallback). */
export const DEFAULT_COIN_ICON = '/season/coin.svg';

const svg = (size: number, paths: string) =>
  `<svg viewBox="0 0 24 24" width="${size}" height="${size}" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" class="icon" aria-hidden="true" focusable="false">${paths}</svg>`;

/** apps/web/src/ui/icons.tsx `lock` at 16 px and `clock` at 14 px. */
export const LOCK_ICON = svg(
  16,
  '<rect x="5" y="10.5" width="14" height="10" rx="2"></rect><path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2.5"></path>',
);
const CLOCK_ICON = svg(
  14,
  '<circle cx="12" cy="12" r="8.5"></circle><path d="M12 7.5V12l3 2"></path>',
);

/**
 * The coin picture of apps/web/src/ui/coin.tsx CoinIcon: the app's first render has the fallback
 * icon and colour (the season's settings come later), and the colour is the stylesheets' default,
 * so no `--coin-color` is written.
 */
export const COIN_ICON = `<span class="coin-icon" aria-hidden="true"><img src="${DEFAULT_COIN_ICON}" alt="" width="16" height="16"></span>`;

/** What the time counter shows: none, the window's start or end, or a claimed free case's reopening. */
export type CardTime =
  { kind: 'none' } | { kind: 'starts' | 'ends' | 'cooling'; at: number; left: number };

const parse = (iso: string | null) => (iso ? Date.parse(iso) : null);

/** The web's useCardTime at the moment `now` (epoch ms). */
export function cardTime(card: CaseCard, now: number): CardTime {
  const start = parse(card.counter_start);
  const end = parse(card.counter_end);
  const toStart = start === null ? 0 : Math.max(0, start - now);
  const toEnd = end === null ? 0 : Math.max(0, end - now);
  if (end === null || toEnd <= 0) return { kind: 'none' };
  if (start !== null && toStart > 0) return { kind: 'starts', at: start, left: toStart };
  const freeCooldown =
    card.price_data.price === 0 && start !== null && end - start === FREE_CASE_PERIOD_MS;
  return { kind: freeCooldown ? 'cooling' : 'ends', at: end, left: toEnd };
}

/** The web's CardExtras: the texts a card shows besides its name and price, each null when none. */
export interface CardExtras {
  time: CardTime;
  timePrefix: string | null;
  clock: string | null;
  stock: { text: string; share: number | null; low: boolean } | null;
  multi: string | null;
  coins: string | null;
  freeOpens: string | null;
  everyNth: string | null;
}

/** The web's useCardExtras at the moment `now`. */
export function cardExtras(card: CaseCard, t: Translate, now: number): CardExtras {
  const time = cardTime(card, now);
  const { opens_limit: limit, opens_remaining: remaining } = card.statistic_data;
  const range = card.multicast_data?.range;
  const coins = card.tasty_coins;
  const freeOpens = card.label_data?.free_opens ?? 0;
  const share = stockShare(card);
  return {
    time,
    timePrefix:
      time.kind === 'starts'
        ? t('cases.startsIn')
        : time.kind === 'ends'
          ? t('cases.endsIn')
          : null,
    clock: time.kind === 'none' ? null : formatClock(time.left / 1000, t('time.daySuffix')),
    stock:
      remaining === null
        ? null
        : share !== null && limit !== null
          ? { text: `${remaining} / ${limit}`, share, low: remaining <= limit * 0.1 }
          : { text: t('cases.remaining', { count: remaining }), share: null, low: false },
    multi: card.multifix_number
      ? `×${card.multifix_number}`
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
    everyNth: card.every_n_open_free ? t('cases.everyNth', { n: card.every_n_open_free }) : null,
  };
}

/** The texts of `extras` in the order the card's markup has them (its aria-label lists them so). */
export function extrasTexts(x: CardExtras): string[] {
  return [
    x.freeOpens,
    x.everyNth,
    x.timePrefix && x.clock ? `${x.timePrefix} ${x.clock}` : x.clock,
    x.stock?.text ?? null,
  ].filter((s): s is string => s !== null);
}

/** CardCounters: the free-openings chips, the clock and the stock counter, below the name. */
export function countersHtml(x: CardExtras): string {
  const out: string[] = [];
  if (x.freeOpens || x.everyNth)
    out.push(
      '<span class="case-card__free-badges">',
      x.freeOpens
        ? `<span class="case-card__chip case-card__chip--free">${esc(x.freeOpens)}</span>`
        : '',
      ' ',
      x.everyNth
        ? `<span class="case-card__chip case-card__chip--every">${esc(x.everyNth)}</span>`
        : '',
      '</span>',
    );
  out.push(' ');
  if (x.time.kind !== 'none')
    out.push(
      `<span class="case-card__counter case-card__counter--time case-card__time--${x.time.kind}">`,
      CLOCK_ICON,
      x.timePrefix ? `<span>${esc(x.timePrefix)} </span>` : '',
      `<time datetime="PT${Math.ceil(x.time.left / 1000)}S">${esc(x.clock ?? '')}</time>`,
      '</span>',
    );
  out.push(' ');
  if (x.stock)
    out.push(
      x.stock.share === null
        ? `<span class="case-card__counter">${esc(x.stock.text)}</span>`
        : `<span class="${x.stock.low ? 'case-card__stock case-card__stock--low' : 'case-card__stock'}"><span class="case-card__stock-text">${esc(x.stock.text)}</span><span class="case-card__stock-bar"><span class="${stockWidthClass(x.stock.share)}"></span></span></span>`,
    );
  return out.join('');
}

/** ArtBadges: ×N or ×a–b left and the coins per drop right, over the picture's foot. */
export function artBadgesHtml(x: CardExtras): string {
  if (!x.multi && !x.coins) return '';
  return [
    '<span class="case-card__art-badges">',
    x.multi ? `<span class="case-card__chip case-card__chip--multi">${esc(x.multi)}</span>` : '',
    ' ',
    x.coins
      ? `<span class="case-card__chip case-card__chip--coins">${COIN_ICON}${esc(x.coins)}</span>`
      : '',
    '</span>',
  ].join('');
}
