/**
 * Catalog rows → wire shapes (spec 000 §3 Case, Case section) in the request's language (spec 000 §7
 * client language: Russian by default, English for `en`). Prices kopecks → roubles.
 */
import type { ItemView } from '@cases/domain/api/common';
import type { CaseCard, CaseDetail, Section, SectionAppearance } from '@cases/domain/api/cases';
import type { Language } from '@cases/domain/api/site-web';
import type { CaseLabelType, ItemSlot, Rarity, Volatility } from '@cases/domain/catalog';
import { isCaseLocked } from '@cases/domain/levels';
import { toRoubles } from '@cases/domain/money';
import { localized } from '../../platform/lang.ts';
import { COIN_CODE, FREE_CASE_PERIOD_MS } from '@cases/domain/catalog';
import { caseImage, itemImage } from '../media-urls.ts';
import { heroName, type CaseEntry, type ItemRow, type SectionRow } from './snapshot.ts';

export { caseImage };

/** An item as the wire shows it; `priceKopecks` is the inventory row's own price when it has one. */
export function itemWire(
  item: ItemRow,
  priceKopecks = item.price,
  lang: Language = 'ru',
): ItemView {
  return {
    id: item.id,
    name: localized(lang, item.name, item.nameEn),
    hero: item.hero,
    hero_name: heroName(item.hero),
    rarity: item.rarity as Rarity,
    slot: item.slot as ItemSlot,
    price: toRoubles(priceKopecks),
    image: itemImage(item),
  };
}

/** Who looks at a card: their level (0 for visitors) and whether free cases are open to them. */
export interface Viewer {
  level: number;
  /** A deposit within FREE_CASE_DEPOSIT_DAYS (or no such condition). */
  freeCasesOpen: boolean;
  /** Free cases claimed within their period: case id → when the player may open it again (ms). */
  reopensAt?: ReadonlyMap<number, number>;
  /** Openings granted and not used yet (pass and offer rewards): case id → count (issue 28). */
  freeOpens?: ReadonlyMap<number, number>;
  /** Openings so far of each every-N-th-free case: case id → count (issue 48, the open button's sum). */
  opened?: ReadonlyMap<number, number>;
}

/** Openings used of each case with an opens limit: case id → used (kernel/catalog/counts.ts caseStock). */
export type StockMap = ReadonlyMap<number, number>;

/** The whole coins of a coin case, the roubles of any other. */
export const casePrice = (c: CaseEntry['row'], amount: number): number =>
  c.currency === 'RUB' ? toRoubles(amount) : amount;

/**
 * Whether a case can be opened now: listed available, not sold out and not past its window (a case whose
 * window has not started is available and counts down to its start).
 */
export function isCaseOpenable(c: CaseEntry['row'], used: number, now = Date.now()): boolean {
  if (!c.available) return false;
  if (c.opensLimit !== null && used >= c.opensLimit) return false;
  return c.endsAt === null || c.endsAt.getTime() > now;
}

/** The window's counter of a time-limited case (spec 000 §3 counter, time kind), else null. */
function windowCounter(c: CaseEntry['row'], now = Date.now()) {
  if (c.endsAt === null) return null;
  if (c.endsAt.getTime() <= now) return { counter_start: null, counter_end: null };
  return {
    counter_start: (c.startsAt ?? c.endsAt).toISOString(),
    counter_end: c.endsAt.toISOString(),
  };
}
const VISITOR: Viewer = { level: 0, freeCasesOpen: false };

function cooldown(reopensAt: number | undefined, now = Date.now()) {
  if (reopensAt === undefined || reopensAt <= now)
    return { counter_start: null, counter_end: null };
  return {
    counter_start: new Date(reopensAt - FREE_CASE_PERIOD_MS).toISOString(),
    counter_end: new Date(reopensAt).toISOString(),
  };
}

/**
 * A case card for `viewer` in `lang`: `locked` by level (spec 000 §4); `deposit_required` on a free
 * case the viewer cannot open without a recent deposit (issue 8).
 */
export function caseCardWire(
  e: CaseEntry,
  openedCount: number,
  viewer = VISITOR,
  lang: Language = 'ru',
  stock: StockMap = new Map(),
): CaseCard {
  const c = e.row;
  const used = stock.get(c.id) ?? 0;
  const freeOpens = viewer.freeOpens?.get(c.id) ?? 0;
  const coins =
    c.coinsMax !== null && c.currency === 'RUB' ? { min: c.coinsMin ?? 0, max: c.coinsMax } : null;
  return {
    id: String(c.id),
    slug: c.slug,
    name: localized(lang, c.name, c.nameEn),
    available: isCaseOpenable(c, used),
    price_data: {
      currency: c.currency,
      price: casePrice(c, c.price),
      old_price: c.oldPrice === null ? null : casePrice(c, c.oldPrice),
    },
    bonuses: coins
      ? [{ currency_code: COIN_CODE, amount_min: coins.min, amount_max: coins.max }]
      : [],
    statistic_data: {
      opens_limit: c.opensLimit,
      opens_remaining: c.opensLimit === null ? null : Math.max(0, c.opensLimit - used),
      total_count: c.opensLimit,
      opened_count: openedCount,
    },
    appearance_data: { image: caseImage(c.slug), color: c.color },
    label_data:
      c.labelType || freeOpens > 0
        ? {
            type: (c.labelType ?? 'free') as CaseLabelType,
            name: c.labelName === null ? null : localized(lang, c.labelName, c.labelNameEn),
            color: c.labelColor,
            free_opens: freeOpens > 0 ? freeOpens : null,
          }
        : null,
    multifix_number: c.multifixNumber,
    multicast_data:
      c.multicastRange?.length === 2
        ? { range: [c.multicastRange[0]!, c.multicastRange[1]!] }
        : null,
    every_n_open_free: c.everyNOpenFree,
    viewer_opened_count:
      c.everyNOpenFree !== null && viewer.opened ? (viewer.opened.get(c.id) ?? 0) : null,
    is_offer: c.isOffer,
    tasty_coins: coins,
    volatility: c.volatility as Volatility,
    locked: isCaseLocked(c.level, viewer.level),
    deposit_required: c.price === 0 && !viewer.freeCasesOpen,
    level: c.level,
    // A claimed free case counts down to its next opening, a time-limited case to its end (spec 000 §3
    // counter, time kind).
    ...(windowCounter(c) ?? cooldown(viewer.reopensAt?.get(c.id))),
  };
}

export function caseDetailWire(
  e: CaseEntry,
  openedCount: number,
  viewer = VISITOR,
  lang: Language = 'ru',
  stock: StockMap = new Map(),
): CaseDetail {
  return {
    ...caseCardWire(e, openedCount, viewer, lang, stock),
    section_id: e.row.sectionId,
    revision: e.row.revision,
    total_weight: e.totalWeight,
    items: e.drops.map((d) => ({
      ...itemWire(d.item, d.item.price, lang),
      weight: d.weight,
      chance: d.weight / e.totalWeight,
    })),
  };
}

/**
 * A section's stored card look on the wire, the shop's defaults where nothing is stored (null colours, line
 * breaks on, 152 px cards): the shop's `appearance_data` and the console's section form read the same.
 */
export function sectionCardLook(c: SectionRow['cards']) {
  return {
    cards_background: c.cardsBackground ?? null,
    cards_circle: c.cardsCircle ?? null,
    cards_hover: c.cardsHover ?? null,
    cards_shadow: c.cardsShadow ?? null,
    line_breaks: c.lineBreaks ?? true,
    card_size: c.cardSize ?? 152,
  };
}

/** A section's `appearance_data` (spec 000 §3): its stored card look over the shop's defaults. */
export function sectionAppearanceOf(s: SectionRow): SectionAppearance {
  const c = s.cards;
  return {
    ...sectionCardLook(c),
    title: {
      icon: null,
      gradient: s.gradient,
      gradient_text: true,
      color_data: c.titleColor ?? s.gradient[0] ?? null,
    },
  };
}

export function sectionWire(s: SectionRow, cards: CaseCard[], lang: Language = 'ru'): Section {
  return {
    id: s.id,
    name: localized(lang, s.name, s.nameEn),
    event: s.isEvent,
    is_event: s.isEvent,
    appearance_data: sectionAppearanceOf(s),
    cases: cards,
  };
}
