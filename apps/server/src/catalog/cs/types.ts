/**
 * Shapes of the hand-kept Counter-Strike 2 catalog (Steam app 730): real weapon skins, knives and gloves.
 * Money is integer kopecks (1 RUB = 100 kopecks). Cases use the shared `CatalogCase` of ../types.ts.
 */

import { CS_SLOTS } from '@cases/domain/catalog';
import { CS_RARITIES, RARITY_COLORS } from '@cases/domain/rarities';

/** CS2 rarities ("grades"), lowest to highest: the domain's set (packages/domain rarities.ts, issue 34). */
export { CS_RARITIES };

/**
 * A CS2 rarity: `consumer` Consumer Grade, `industrial` Industrial Grade, `milspec` Mil-Spec Grade,
 * `restricted`, `classified`, `covert`, `extraordinary` (the shop's tier for ★ knives and gloves) and
 * `contraband` (only the M4A4 | Howl).
 */
export type CsRarity = (typeof CS_RARITIES)[number];

/**
 * Rarity colours as CS2 and the Steam market show them (`#rrggbb`), from the domain's RARITY_COLORS. Contraband
 * is the game data's colour for the Howl (#e4ae39); extraordinary the gold of a case's ★ slot (SOURCES.md).
 */
export const CS_RARITY_COLORS: Readonly<Record<CsRarity, string>> = Object.fromEntries(
  CS_RARITIES.map((r) => [r, RARITY_COLORS[r]]),
) as Record<CsRarity, string>;

/** Kinds of item: the market's weapon classes, knives and gloves (the domain's CS_SLOTS, an item's `slot`). */
export const CS_KINDS = CS_SLOTS;

/** What kind of item a skin is on: a weapon class, a knife or gloves. */
export type CsKind = (typeof CS_KINDS)[number];

/** Exteriors (wear), best to worst: Factory New, Minimal Wear, Field-Tested, Well-Worn, Battle-Scarred. */
export const CS_EXTERIORS = ['fn', 'mw', 'ft', 'ww', 'bs'] as const;

/** An exterior code; the full English name is in `CS_EXTERIOR_NAMES`. */
export type CsExterior = (typeof CS_EXTERIORS)[number];

/** The exterior as the market name writes it in parentheses, e.g. "(Field-Tested)". */
export const CS_EXTERIOR_NAMES: Readonly<Record<CsExterior, string>> = {
  fn: 'Factory New',
  mw: 'Minimal Wear',
  ft: 'Field-Tested',
  ww: 'Well-Worn',
  bs: 'Battle-Scarred',
};

/** One real CS2 market item: a skin in one exterior (the market lists each exterior as its own item). */
export interface CsItem {
  /** Stable kebab-case id, unique in the catalog: weapon, skin and exterior code, e.g. `ak-47-redline-ft`. */
  slug: string;
  /**
   * The full Steam Community Market name (app 730), e.g. "AK-47 | Redline (Field-Tested)" or
   * "★ Karambit | Doppler (Factory New)": knives and gloves carry the "★ " prefix.
   */
  name: string;
  /** The weapon, knife or gloves, e.g. "AK-47", "Karambit", "Sport Gloves" (without "★"). */
  weapon: string;
  /** The finish, e.g. "Redline". */
  skin: string;
  kind: CsKind;
  rarity: CsRarity;
  exterior: CsExterior;
  /** Price in kopecks reflecting the item's rouble market standing (see SOURCES.md). */
  priceKopecks: number;
}
