/**
 * Catalog vocabulary shared by server and web: rarities, item slots, case labels, volatility.
 * Spec 000 §3 (Item rarities, Case label types, Case volatility 1–4).
 */
import { z } from 'zod';
import type { GameProject } from './projects.ts';
import { CS_RARITIES, DOTA_RARITIES, RARITIES } from './rarities.ts';

// The rarities and their colours live in rarities.ts (zod-free, for the web's entry).
export {
  CS_RARITIES,
  DOTA_RARITIES,
  RARITIES,
  RARITY_COLORS,
  rarityRank,
  TOP_RARITIES,
} from './rarities.ts';
export const rarity = z.enum(RARITIES);
export type Rarity = z.infer<typeof rarity>;

/**
 * Where an item goes on its hero (the Dota 2 equipment slot), or what kind of thing a hero-less item is
 * (courier, ward, terrain …); `bundle` is a hero set (pack) and `voucher` the shop's balance bonus. A CS2 item's
 * slot is its kind (issue 34): a weapon class (`pistol` … `machinegun`), `knife` or `gloves`.
 * The web names each through the i18n key `slot.<code>`; the generated item art draws one icon per slot.
 */
/** Dota 2's slots and kinds, then the shop's own two (`bundle`, `voucher`). */
export const DOTA_SLOTS = [
  'weapon',
  'offhand',
  'head',
  'neck',
  'shoulders',
  'back',
  'armor',
  'arms',
  'belt',
  'legs',
  'misc',
  'courier',
  'ward',
  'taunt',
  'announcer',
  'hud',
  'loading_screen',
  'terrain',
  'bundle',
  'voucher',
] as const;

/** CS2's kinds (issue 34): the market's weapon classes, knives and gloves. */
export const CS_SLOTS = [
  'pistol',
  'smg',
  'rifle',
  'sniper',
  'shotgun',
  'machinegun',
  'knife',
  'gloves',
] as const;

export const ITEM_SLOTS = [...DOTA_SLOTS, ...CS_SLOTS] as const;
export const itemSlot = z.enum(ITEM_SLOTS);
export type ItemSlot = z.infer<typeof itemSlot>;

/**
 * The rarities and slots a project's catalog uses (issue 34), e.g. for the console's item form: Dota 2's set, or
 * CS2's grades and kinds with the shop's balance voucher.
 */
export const PROJECT_VOCABULARY: Readonly<
  Record<GameProject, { rarities: readonly Rarity[]; slots: readonly ItemSlot[] }>
> = {
  dota: { rarities: DOTA_RARITIES, slots: DOTA_SLOTS },
  cs: { rarities: CS_RARITIES, slots: [...CS_SLOTS, 'voucher'] },
};

export const CASE_LABEL_TYPES = [
  'bestseller',
  'cashback',
  'fifty_fifty',
  'free',
  'new',
  'update',
  'exclusive',
  'custom',
] as const;
export const caseLabelType = z.enum(CASE_LABEL_TYPES);
export type CaseLabelType = z.infer<typeof caseLabelType>;

/** 1 low, 2 mid, 3 high, 4 extreme. */
export const volatility = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type Volatility = z.infer<typeof volatility>;

export { COIN_CODE, FREE_CASE_PERIOD_MS } from './case-constants.ts';
