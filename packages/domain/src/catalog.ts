/**
 * Catalog vocabulary shared by server and web: rarities, item slots, case labels, volatility.
 * Spec 000 §3 (Item rarities, Case label types, Case volatility 1–4).
 */
import { z } from 'zod';
import { RARITIES } from './rarities.ts';

// The rarities and their colours live in rarities.ts (zod-free, for the web's entry).
export { RARITIES, RARITY_COLORS } from './rarities.ts';
export const rarity = z.enum(RARITIES);
export type Rarity = z.infer<typeof rarity>;

/**
 * Where an item goes on its hero (the Dota 2 equipment slot), or what kind of thing a hero-less item is
 * (courier, ward, terrain …); `bundle` is a hero set (pack) and `voucher` the shop's balance bonus.
 * The web names each through the i18n key `slot.<code>`; the generated item art draws one icon per slot.
 */
export const ITEM_SLOTS = [
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
export const itemSlot = z.enum(ITEM_SLOTS);
export type ItemSlot = z.infer<typeof itemSlot>;

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
