/**
 * Shapes of the hand-kept catalog (real Dota 2 cosmetics and the shop's cases).
 * Money is integer kopecks (1 RUB = 100 kopecks). Spec 000 §3 Case, Case section; 001 §3 Inventory item.
 */
import type { ITEM_TYPE } from '@cases/domain/api/inventory';
import type { CatalogSectionCards } from '../db/schema/catalog.ts';
import type { Rarity, CaseLabelType, ItemSlot, Volatility } from '@cases/domain/catalog';

/** Item type codes of spec 001 §3: 0 an ordinary Steam item, 1 a pack, 3 a balance voucher. */
export type ItemType = (typeof ITEM_TYPE)[keyof typeof ITEM_TYPE];

/** One real Dota 2 cosmetic item. `hero` is a dotaconstants hero `name` without `npc_dota_hero_` (e.g. `juggernaut`), or null for items not bound to a hero (couriers, wards, announcers, terrains). */
export interface CatalogItem {
  /** Stable kebab-case id, unique in the catalog; used in URLs and seeds. */
  slug: string;
  /**
   * The item's real English market name, e.g. "Manifold Paradox" (the same in every language); a shop item
   * (a balance voucher) has its Russian name here and its English one in `nameEn`.
   */
  name: string;
  /** English name when it differs from `name` (shop items only; Steam items keep their market name). */
  nameEn?: string;
  hero: string | null;
  /** Equipment slot or kind of item (domain ITEM_SLOTS); see SOURCES.md "Slots". */
  slot: ItemSlot;
  rarity: Rarity;
  /** Price in kopecks reflecting the item's real market standing (RUB). */
  priceKopecks: number;
  /** 0 (default) an ordinary item; 1 a pack (hero set); 3 a balance voucher (spec 001 §3, §4 Unpack). */
  type?: ItemType;
  /** A pack's contents: slugs of ordinary catalog items, in the order they are revealed. */
  packItems?: string[];
}

/** One entry of a case's published drop list; order matters for the roll (ARCHITECTURE "Money, items and fairness"). */
export interface CatalogCaseItem {
  item: string;
  /** Positive integer drop weight. */
  weight: number;
}

export interface CatalogCase {
  slug: string;
  /** Russian display name of the case (the shop is Russian first). */
  name: string;
  /** English display name (spec 000 §7 client language `en`). */
  nameEn: string;
  section: string;
  priceKopecks: number;
  oldPriceKopecks: number | null;
  /** `name` / `nameEn`: the text of a `custom` label in Russian / English (null for the other types). */
  label: {
    type: CaseLabelType;
    name: string | null;
    nameEn: string | null;
    color: string | null;
  } | null;
  volatility: Volatility;
  /** Accent colour of the generated case picture, `#rrggbb`. */
  color: string;
  available: boolean;
  /** Player level needed to open it (level cases); absent or 0 for everyone. */
  level?: number;
  items: CatalogCaseItem[];
  /** Issue 28, the full case card (spec 000 §3). A coin case's price in whole coins (`priceKopecks` is 0). */
  priceCoins?: number;
  /** Coins each paid drop pays, drawn in this range (the case's `bonuses`). */
  coins?: { min: number; max: number };
  /** Openings the case allows in all. */
  opensLimit?: number;
  /** A time-limited case: open for this many days from its first seeding. */
  windowDays?: number;
  /** Every N-th opening by a player is free. */
  everyNOpenFree?: number;
  /** Opens exactly this many at a time. */
  multifixNumber?: number;
  /** Opens between these many at a time, `[min, max]`. */
  multicastRange?: [number, number];
  /** Sold in the offers shop. */
  isOffer?: boolean;
}

export interface CatalogSection {
  slug: string;
  /** Russian title. */
  name: string;
  /** English title. */
  nameEn: string;
  position: number;
  /** Title gradient colours for the section heading, `#rrggbb`. */
  gradient: [string, string];
  /** A season's section (spec 000 §3 Case section `is_event`). */
  isEvent?: boolean;
  /** How its cards look (spec 000 §3 `appearanceData`); the shop's default where left out. */
  cards?: CatalogSectionCards;
}
