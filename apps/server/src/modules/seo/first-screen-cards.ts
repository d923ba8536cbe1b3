/**
 * The front page's case sections as HTML, the same markup the web app's CaseSection and CaseCard
 * (apps/web/src/features/cases/components/case-section.tsx, ui/case-card.tsx,
 * ui/case-card-counters.tsx, ui/coin.tsx) render on their first render: gradient title, and per
 * case (issue 28) the name, the price (a coin case's in whole coins with the coin icon, the old price
 * after it), the deposit note, the counters (first-screen-card-extras.ts), the one label, the
 * volatility bars, the picture with its chips and lock, the whole card a link to its open page whose
 * aria-label lists "name, price" and then every other text in the order of the markup.
 */
import type { CaseCard, Section } from '@cases/domain/api/cases';
import { COIN_CODE } from '@cases/domain/case-constants';
import { formatAmount } from '@cases/domain/format';
import { cardTexts, type CardView } from '@cases/domain/case-card-view';
import { COIN_ICON, LOCK_ICON, artBadgesHtml, countersHtml } from './first-screen-card-extras.ts';
import {
  caseColorClass,
  gradientClass,
  titleColorClass,
  labelColorClass,
  sectionCardsClass,
} from './first-screen-colors.ts';
import type { Translate } from './first-screen-texts.ts';
import { attrs, esc } from '../../platform/html.ts';

/** How the cards speak: texts, the price format's language, and the locale's path prefix. */
export interface CardContext {
  t: Translate;
  lang: string;
  /** '' for Russian, '/en' for English. */
  prefix: string;
  /** The moment the time counters count from (epoch ms); now when not given. */
  now?: number;
  /** The `volatility` feature flag (spec 000 §1): false leaves the bars out, as the app does; on when not given. */
  volatility?: boolean;
}

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

/** The web's VolatilityMeter with `hidden` (the card's aria-label speaks for it). */
function volatility(value: number, t: Translate): string {
  const label = `${t('volatility.title')}: ${t(`volatility.${value}`)}`;
  let bars = '';
  for (let n = 1; n <= 4; n += 1)
    bars += `<span class="${n <= value ? 'volatility__bar volatility__bar--on' : 'volatility__bar'}"></span>`;
  return `<span${attrs({ class: `volatility volatility--${value}`, title: label, 'aria-hidden': 'true' })}>${bars}</span>`;
}

/** The wire card's fields the shared texts depend on (domain case-card-view, which the web's card uses too). */
export function cardView(card: CaseCard): CardView {
  return {
    name: card.name,
    available: card.available,
    isOffer: card.is_offer,
    isCoinCase: card.price_data.currency === COIN_CODE,
    price: card.price_data.price,
    oldPrice: card.price_data.old_price,
    counterStart: card.counter_start,
    counterEnd: card.counter_end,
    opensLimit: card.statistic_data.opens_limit,
    opensRemaining: card.statistic_data.opens_remaining,
    multifixNumber: card.multifix_number,
    multicastRange: card.multicast_data?.range ?? null,
    tastyCoins: card.tasty_coins,
    freeOpens: card.label_data?.free_opens ?? 0,
    everyNOpenFree: card.every_n_open_free,
    labelType: card.label_data?.type ?? null,
    labelName: card.label_data?.name ?? null,
    depositRequired: card.deposit_required,
    locked: card.locked,
    level: card.level,
  };
}

/** One case card (spec 000 §3 Case, §4 label and locks; 001 §3 Event case card). */
export function caseCardHtml(card: CaseCard, ctx: CardContext): string {
  const { t, lang, prefix } = ctx;
  const priceText = (value: number) => `${formatAmount(value, lang)}\u00a0₽`;
  const coinsText = (value: number) => formatAmount(Math.trunc(value), lang);
  const coinCase = card.price_data.currency === COIN_CODE;
  const locked = card.locked;
  const { price } = card.price_data;
  const { label, labelText, extras, cooling, requirement, lockText, oldText, ariaLabel } =
    cardTexts(cardView(card), t, ctx.now ?? Date.now(), { priceText, coinsText });
  const link = attrs({
    class: classes(
      'case-card',
      locked && 'case-card--locked',
      cooling && 'case-card--cooling',
      !card.available && 'case-card--ended',
      coinCase && 'case-card--coins',
      caseColorClass(card.appearance_data.color),
    ),
    'aria-label': ariaLabel,
    href: `${prefix}/open/${encodeURIComponent(card.slug)}`,
  });
  return [
    `<a${link}>`,
    `<span class="case-card__name">${esc(card.name)}</span>`,
    ' ',
    `<span class="${coinCase ? 'case-card__price case-card__price--coins' : 'case-card__price'}">`,
    price === 0
      ? `<span class="case-card__free">${esc(t('cases.free'))}</span>`
      : coinCase
        ? `<span class="coins">${COIN_ICON}${esc(coinsText(price))}</span>`
        : `<span>${esc(priceText(price))}</span>`,
    ' ',
    oldText ? `<s class="case-card__old">${esc(oldText)}</s>` : '',
    '</span>',
    ' ',
    requirement ? `<span class="case-card__requirement">${esc(requirement)}</span>` : '',
    ' ',
    countersHtml(extras),
    ' ',
    labelText
      ? `<span class="${classes(`case-card__label case-card__label--${label ?? ''}`, labelColorClass(card.label_data?.color ?? null))}">${esc(labelText)}</span>`
      : '',
    ctx.volatility === false ? '' : volatility(card.volatility, t),
    `<div class="case-card__art"><img${attrs({ src: card.appearance_data.image, alt: '', draggable: 'false', decoding: 'async', loading: 'lazy' })}>`,
    artBadgesHtml(extras),
    ' ',
    lockText ? `<span class="case-card__lock">${LOCK_ICON} ${esc(lockText)}</span>` : '',
    '</div></a>',
  ].join('');
}

/** Every section with its cards, inside the front page's `.page.front-page`. */
export function sectionsHtml(sections: readonly Section[], ctx: CardContext): string {
  const body = sections
    .map((s) => {
      const id = `section-${s.id}`;
      const title = classes(
        'case-section__title',
        s.appearance_data.title.gradient_text && 'case-section__title--gradient',
        gradientClass(s.appearance_data.title.gradient),
        !s.appearance_data.title.gradient_text &&
          titleColorClass(s.appearance_data.title.color_data),
      );
      const section = classes('case-section', sectionCardsClass(s));
      const grid = classes(
        'case-grid',
        s.appearance_data.card_size === 224 && 'case-grid--224',
        !s.appearance_data.line_breaks && 'case-grid--one-line',
      );
      return `<section${attrs({ class: section, 'aria-labelledby': id })}><h2${attrs({ id, class: title })}>${esc(s.name)}</h2><div${attrs({ class: grid })}>${s.cases.map((c) => caseCardHtml(c, ctx)).join('')}</div></section>`;
    })
    .join('');
  return `<div class="page front-page">${body}</div>`;
}
