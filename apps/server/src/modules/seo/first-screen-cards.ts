/**
 * The front page's case sections as HTML, the same markup the web app's CaseSection and CaseCard
 * (apps/web/src/features/cases/components/case-section.tsx, ui/case-card.tsx) render: gradient
 * title, and per case the label, volatility bars, picture, lock, name, deposit note, counter and
 * price, the whole card a link to its open page.
 */
import type { CaseCard, Section } from '@cases/domain/api/cases';
import { formatAmount } from '@cases/domain/format';
import { cardLabel } from '@cases/domain/labels';
import { caseColorClass, gradientClass, labelColorClass } from './first-screen-colors.ts';
import type { Translate } from './first-screen-texts.ts';
import { attrs, esc } from '../../platform/html.ts';

/** How the cards speak: texts, the price format's language, and the locale's path prefix. */
export interface CardContext {
  t: Translate;
  lang: string;
  /** '' for Russian, '/en' for English. */
  prefix: string;
}

const LOCK_ICON =
  '<svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" class="icon" aria-hidden="true" focusable="false"><rect x="5" y="10.5" width="14" height="10" rx="2"></rect><path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2.5"></path></svg>';

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

function volatility(value: number, t: Translate): string {
  const label = `${t('volatility.title')}: ${t(`volatility.${value}`)}`;
  let bars = '';
  for (let n = 1; n <= 4; n += 1)
    bars += `<span class="${n <= value ? 'volatility__bar volatility__bar--on' : 'volatility__bar'}"></span>`;
  return `<span${attrs({ class: `volatility volatility--${value}`, role: 'img', 'aria-label': label, title: label })}>${bars}</span>`;
}

/** One case card (spec 000 §3 Case, §4 locks). */
export function caseCardHtml(card: CaseCard, { t, lang, prefix }: CardContext): string {
  const price = (value: number) => `${formatAmount(value, lang)}\u00a0₽`;
  const { price: now, old_price: old } = card.price_data;
  const label = cardLabel({
    name: card.name,
    available: card.available,
    isOffer: card.is_offer,
    multifixNumber: card.multifix_number,
    multicastRange: card.multicast_data?.range ?? null,
    everyNOpenFree: card.every_n_open_free,
    labelType: card.label_data?.type ?? null,
  });
  const labelText =
    label === 'custom' && card.label_data?.name
      ? card.label_data.name
      : label
        ? t(`labels.${label}`)
        : null;
  const { opens_limit: limit, opens_remaining: remaining } = card.statistic_data;
  const low = limit !== null && remaining !== null && remaining <= limit * 0.1;
  const link = attrs({
    class: classes(
      'case-card',
      card.locked && 'case-card--locked',
      !card.available && 'case-card--ended',
      caseColorClass(card.appearance_data.color),
    ),
    'aria-label': t('cases.cardName', {
      name: card.name,
      price: now === 0 ? t('cases.free') : price(now),
    }),
    href: `${prefix}/open/${encodeURIComponent(card.slug)}`,
  });
  return [
    `<a${link}>`,
    labelText
      ? `<span class="${classes(`case-card__label case-card__label--${label ?? ''}`, labelColorClass(card.label_data?.color ?? null))}">${esc(labelText)}</span>`
      : '',
    volatility(card.volatility, t),
    `<div class="case-card__art"><img${attrs({ src: card.appearance_data.image, alt: '', draggable: 'false', decoding: 'async', loading: 'lazy' })}>`,
    card.locked
      ? `<span class="case-card__lock">${LOCK_ICON} ${esc(t('cases.level', { level: card.level }))}</span>`
      : '',
    '</div>',
    `<span class="case-card__name">${esc(card.name)}</span>`,
    card.deposit_required && !card.locked && card.available
      ? `<span class="case-card__requirement">${esc(t('cases.depositRequired'))}</span>`
      : '',
    remaining !== null
      ? `<span class="${low ? 'case-card__counter case-card__counter--low' : 'case-card__counter'}">${esc(t('cases.remaining', { count: remaining }))}</span>`
      : '',
    '<span class="case-card__price">',
    old !== null && old > now ? `<s class="case-card__old">${esc(price(old))}</s>` : '',
    now === 0
      ? `<span class="case-card__free">${esc(t('cases.free'))}</span>`
      : `<span>${esc(price(now))}</span>`,
    '</span></a>',
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
      );
      return `<section class="case-section"${attrs({ 'aria-labelledby': id })}><h2${attrs({ id, class: title })}>${esc(s.name)}</h2><div class="case-grid">${s.cases.map((c) => caseCardHtml(c, ctx)).join('')}</div></section>`;
    })
    .join('');
  return `<div class="page front-page">${body}</div>`;
}
