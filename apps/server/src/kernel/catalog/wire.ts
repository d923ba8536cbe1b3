/**
 * Catalog rows → wire shapes (spec 000 §3 Case, Case section) in the request's language (spec 000 §7
 * client language: Russian by default, English for `en`). Prices kopecks → roubles.
 */
import type { ItemView } from '@cases/domain/api/common';
import type { CaseCard, CaseDetail, Section } from '@cases/domain/api/cases';
import type { Language } from '@cases/domain/api/site-web';
import type { CaseLabelType, ItemSlot, Rarity, Volatility } from '@cases/domain/catalog';
import { isCaseLocked } from '@cases/domain/levels';
import { toRoubles } from '@cases/domain/money';
import { localized } from '../../platform/lang.ts';
import { FREE_CASE_PERIOD_MS } from '@cases/domain/catalog';
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
): CaseCard {
  const c = e.row;
  return {
    id: String(c.id),
    slug: c.slug,
    name: localized(lang, c.name, c.nameEn),
    available: c.available,
    price_data: {
      currency: 'RUB',
      price: toRoubles(c.price),
      old_price: c.oldPrice === null ? null : toRoubles(c.oldPrice),
    },
    bonuses: [],
    statistic_data: {
      opens_limit: null,
      opens_remaining: null,
      total_count: null,
      opened_count: openedCount,
    },
    appearance_data: { image: caseImage(c.slug), color: c.color },
    label_data: c.labelType
      ? {
          type: c.labelType as CaseLabelType,
          name: c.labelName === null ? null : localized(lang, c.labelName, c.labelNameEn),
          color: c.labelColor,
          free_opens: null,
        }
      : null,
    multifix_number: null,
    multicast_data: null,
    every_n_open_free: null,
    is_offer: false,
    volatility: c.volatility as Volatility,
    locked: isCaseLocked(c.level, viewer.level),
    deposit_required: c.price === 0 && !viewer.freeCasesOpen,
    level: c.level,
    // A claimed free case counts down to its next opening (spec 000 §3 counter, time kind).
    ...cooldown(viewer.reopensAt?.get(c.id)),
  };
}

export function caseDetailWire(
  e: CaseEntry,
  openedCount: number,
  viewer = VISITOR,
  lang: Language = 'ru',
): CaseDetail {
  return {
    ...caseCardWire(e, openedCount, viewer, lang),
    section_id: e.row.sectionId,
    total_weight: e.totalWeight,
    items: e.drops.map((d) => ({
      ...itemWire(d.item, d.item.price, lang),
      weight: d.weight,
      chance: d.weight / e.totalWeight,
    })),
  };
}

export function sectionWire(s: SectionRow, cards: CaseCard[], lang: Language = 'ru'): Section {
  return {
    id: s.id,
    name: localized(lang, s.name, s.nameEn),
    event: s.isEvent,
    is_event: s.isEvent,
    appearance_data: { title: { icon: null, gradient: s.gradient, gradient_text: true } },
    cases: cards,
  };
}
