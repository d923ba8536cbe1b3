/**
 * What a case card says, computed once for both renderers (issue 28): the web's card (apps/web/src/ui/case-card.tsx)
 * and the server's first-screen copy of it (apps/server/src/modules/seo/first-screen-cards.ts) must show the same
 * texts in the same order, so the hydrated page does not shift. Spec 000 §3 Case, §4 label priority; 001 §3 Event
 * case card, §4 counter kinds, §9 low at 10 %. Pure, without zod (the first screen imports it).
 */
import { FREE_CASE_PERIOD_MS } from './case-constants.ts';
import type { CaseLabelType } from './catalog.ts';
import { formatClock } from './format.ts';
import { cardLabel, type CardLabel } from './labels.ts';

/** A translation function (i18next's `t` or the server's lookup of the same texts). */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The card fields the texts depend on, in neutral names (each renderer maps its own casing). */
export interface CardView {
  name: string;
  available: boolean;
  isOffer: boolean;
  isCoinCase: boolean;
  /** Roubles, or whole coins for a coin case. */
  price: number;
  oldPrice: number | null;
  counterStart: string | null;
  counterEnd: string | null;
  opensLimit: number | null;
  opensRemaining: number | null;
  multifixNumber: number | null;
  multicastRange: readonly number[] | null;
  tastyCoins: { min: number; max: number } | null;
  freeOpens: number;
  everyNOpenFree: number | null;
  labelType: CaseLabelType | null;
  labelName: string | null;
  depositRequired: boolean;
  locked: boolean;
  level: number;
}

/** What the time counter shows: none, the window's start or end, or a claimed free case's reopening. */
export type CardTime =
  { kind: 'none' } | { kind: 'starts' | 'ends' | 'cooling'; at: number; left: number };

const parse = (iso: string | null) => (iso ? Date.parse(iso) : null);

/**
 * The time counter at `now` (epoch ms). The server sends a claimed free case's reopening as a 24 h span
 * (counter_start = counter_end − FREE_CASE_PERIOD_MS); any other span is the case's window: before its start it
 * counts to the start, then to the end.
 */
export function cardTime(v: CardView, now: number): CardTime {
  const start = parse(v.counterStart);
  const end = parse(v.counterEnd);
  const toStart = start === null ? 0 : Math.max(0, start - now);
  const toEnd = end === null ? 0 : Math.max(0, end - now);
  if (end === null || toEnd <= 0) return { kind: 'none' };
  if (start !== null && toStart > 0) return { kind: 'starts', at: start, left: toStart };
  const freeCooldown = v.price === 0 && start !== null && end - start === FREE_CASE_PERIOD_MS;
  return { kind: freeCooldown ? 'cooling' : 'ends', at: end, left: toEnd };
}

/** The texts a card shows besides its name and price, each null when it has none. */
export interface CardExtras {
  time: CardTime;
  /** "До конца" / "Старт через" before the clock (none for a free case's cooldown). */
  timePrefix: string | null;
  clock: string | null;
  /** "37 / 100" (or "Осталось 37 открытий" without a limit); `share` the bar's fill 0..1; low at ≤ 10 %. */
  stock: { text: string; share: number | null; low: boolean } | null;
  multi: string | null;
  coins: string | null;
  freeOpens: string | null;
  everyNth: string | null;
}

/** The card's extras at `now`. */
export function cardExtras(v: CardView, t: Translate, now: number): CardExtras {
  const time = cardTime(v, now);
  const { opensLimit: limit, opensRemaining: remaining } = v;
  const range = v.multicastRange;
  const coins = v.tastyCoins;
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
        : limit !== null && limit > 0
          ? {
              text: `${remaining} / ${limit}`,
              share: Math.max(0, Math.min(1, remaining / limit)),
              low: remaining <= limit * 0.1,
            }
          : { text: t('cases.remaining', { count: remaining }), share: null, low: false },
    multi: v.multifixNumber
      ? `×${v.multifixNumber}`
      : range?.length === 2
        ? `×${range[0]}–${range[1]}`
        : null,
    coins:
      coins && coins.max > 0
        ? coins.min === coins.max
          ? `+${coins.max}`
          : `+${coins.min}–${coins.max}`
        : null,
    freeOpens: v.freeOpens > 0 ? t('cases.freeOpens', { count: v.freeOpens }) : null,
    everyNth: v.everyNOpenFree ? t('cases.everyNth', { n: v.everyNOpenFree }) : null,
  };
}

/** The texts of `extras` in the order the card's markup has them. */
export function extrasTexts(x: CardExtras): string[] {
  return [
    x.freeOpens,
    x.everyNth,
    x.timePrefix && x.clock ? `${x.timePrefix} ${x.clock}` : x.clock,
    x.stock?.text ?? null,
  ].filter((s): s is string => s !== null);
}

/** Everything the card says: its label, requirement, lock, prices and the name the link is known by. */
export interface CardTexts {
  label: CardLabel | null;
  labelText: string | null;
  extras: CardExtras;
  cooling: boolean;
  requirement: string | null;
  lockText: string | null;
  priceLabel: string;
  oldText: string | null;
  /**
   * "name, price", then every other text in the order of the markup, so the visible text is part of the name
   * (axe label-content-name-mismatch).
   */
  ariaLabel: string;
}

/**
 * The card's texts at `now`; `priceText` / `coinsText` format roubles and coins in the viewer's language, `timeText`
 * (optional) a moment as the viewer's clock time ("14:05"). A claimed free case cooling down is named by when it is
 * free again — "…, снова бесплатно в 14:05" — never "Бесплатно" and never the ticking countdown (issue 48: a locked
 * case called free, a name that changed every second); without `timeText` "…, снова бесплатно позже".
 */
export function cardTexts(
  v: CardView,
  t: Translate,
  now: number,
  format: {
    priceText: (roubles: number) => string;
    coinsText: (coins: number) => string;
    timeText?: (at: number) => string;
  },
): CardTexts {
  const label = cardLabel({
    name: v.name,
    available: v.available,
    isOffer: v.isOffer,
    isCoinCase: v.isCoinCase,
    multifixNumber: v.multifixNumber,
    multicastRange: v.multicastRange,
    everyNOpenFree: v.everyNOpenFree,
    labelType: v.labelType,
  });
  const labelText =
    label === 'custom' && v.labelName ? v.labelName : label ? t(`labels.${label}`) : null;
  const extras = cardExtras(v, t, now);
  const cooling = extras.time.kind === 'cooling';
  const requirement =
    v.depositRequired && !v.locked && !cooling && v.available ? t('cases.depositRequired') : null;
  const lockText = v.locked ? t('cases.level', { level: v.level }) : null;
  const amount = (n: number) => (v.isCoinCase ? format.coinsText(n) : format.priceText(n));
  const coolingFree = extras.time.kind === 'cooling' && v.price === 0;
  const priceLabel =
    coolingFree && extras.time.kind === 'cooling'
      ? format.timeText
        ? t('cases.freeAgainAt', { time: format.timeText(extras.time.at) })
        : t('cases.freeAgainLater')
      : v.price === 0
        ? t('cases.free')
        : v.isCoinCase
          ? t('coins.amount', { count: v.price, amount: format.coinsText(v.price) })
          : format.priceText(v.price);
  const oldText = v.oldPrice !== null && v.oldPrice > v.price ? amount(v.oldPrice) : null;
  const ariaLabel = [
    t('cases.cardName', { name: v.name, price: priceLabel }),
    oldText,
    requirement,
    // The cooldown's clock is said once, as a time of day, in the price's place.
    ...extrasTexts(coolingFree ? { ...extras, clock: null } : extras),
    labelText,
    extras.multi,
    extras.coins,
    lockText,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    label,
    labelText,
    extras,
    cooling,
    requirement,
    lockText,
    priceLabel,
    oldText,
    ariaLabel,
  };
}

/** Black or white text, whichever reads better on the hex colour `bg` (WCAG contrast). */
export function readableOn(bg: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(bg.trim());
  if (!m) return '#fff';
  const channel = (i: number) => {
    const c = parseInt(m[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#fff' : '#12151c';
}
