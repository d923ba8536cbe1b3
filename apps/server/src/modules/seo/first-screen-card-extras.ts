/**
 * What a first-screen case card shows besides its name and price, as the web app's
 * apps/web/src/ui/case-card-counters.tsx renders it on its first render (issue 28): the time counter
 * of a window or a claimed free case (computed from the server's clock as the app computes it from
 * the browser's), the opens-limit counter with its bar (low at ≤ 10 %), the free-opening chips and
 * the picture's ×N / ×a–b and +min–max coin chips. The same texts, classes and order of the markup.
 */
import type { CardExtras } from '@cases/domain/case-card-view';
import { stockWidthClass } from './first-screen-colors.ts';
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

export type { CardExtras } from '@cases/domain/case-card-view';

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
