/**
 * Upgrade wire schemas, spec 001 §3 Unique item and Upgrade result, §5 Upgrade, §7 Upgrades
 * (`GET /v1/unique-items`, `POST /v1/upgrades/upgrade-items`, `GET /v1/upgrades`,
 * `GET /v1/upgrades/statistic`) and our `GET /v1/upgrades/info` (the published terms).
 * Amounts in roubles; chances and rolls are fractions in [0, 1).
 */
import { z } from 'zod';
import { itemSlot, rarity } from '../catalog.ts';
import { itemView, roubles } from './common.ts';
import { inventoryItem, inventoryItemId } from './inventory.ts';

export const UNIQUE_ITEM_SORTS = ['expensive', 'cheap', 'old', 'new'] as const;
export type UniqueItemSort = (typeof UNIQUE_ITEM_SORTS)[number];
export const UNIQUE_ITEMS_PAGE_SIZE = 30;

/** A rouble amount in a query string (0 … 10 000 000, at most 2 decimals by rounding). */
const queryRoubles = z.coerce.number().finite().min(0).max(10_000_000);

/** `GET /v1/unique-items` (spec 001 §7): `group=upgrade`, sort, price range (₽), search, page. */
export const uniqueItemsQuery = z.object({
  group: z.enum(['upgrade']).default('upgrade'),
  sort: z.enum(UNIQUE_ITEM_SORTS).default('expensive'),
  price_from: queryRoubles.optional(),
  price_to: queryRoubles.optional(),
  search: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(60).default(UNIQUE_ITEMS_PAGE_SIZE),
});

/** Spec 001 §3 Unique item: id, name, image, quality (the rarity), price data, update time; plus slot and hero. */
export const uniqueItem = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  quality: rarity,
  slot: itemSlot,
  hero_name: z.string().nullable(),
  price_data: z.object({ price: roubles, market_price: roubles }),
  update_at: z.string(),
});
export type UniqueItem = z.infer<typeof uniqueItem>;

export const uniqueItemsResponse = z.object({
  items: z.array(uniqueItem),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type UniqueItemsResponse = z.infer<typeof uniqueItemsResponse>;

/**
 * `POST /v1/upgrades/upgrade-items`: up to 15 own active items and optionally part of the balance
 * (₽, 2 decimals) for 1–10 catalog targets. Empty lists are refused with the spec's codes, not here.
 * `chance` (optional, a fraction as `upgradeChance` gives it) is the chance the player was shown: when
 * the server's differs (a target repriced since the page loaded), 409 upgrade_not_found_outdated and
 * nothing is rolled.
 */
export const upgradeBody = z
  .object({
    item_ids: z.array(inventoryItemId).max(15).default([]),
    target_ids: z.array(z.string().min(1).max(100)).max(10).default([]),
    balance_amount: z
      .number()
      .finite()
      .min(0)
      .max(1_000_000)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most 2 decimals')
      .optional(),
    chance: z.number().finite().min(0).max(1).optional(),
  })
  .strict();
export type UpgradeBody = z.infer<typeof upgradeBody>;

/** The published terms (house edge, clamps, thresholds, caps) the page computes the chance with. */
export const upgradeInfoResponse = z.object({
  house_edge: z.number(),
  diminisher: z.number(),
  max_ratio: z.number(),
  min_chance: z.number(),
  max_chance: z.number(),
  badge_middle: z.number(),
  badge_high: z.number(),
  pity_share: z.number(),
  coins_per_100_rub: z.number(),
  stake_cap: z.number().int(),
  targets_cap: z.number().int(),
  quick_multipliers: z.array(z.number()),
});
export type UpgradeInfoResponse = z.infer<typeof upgradeInfoResponse>;

/**
 * Spec 001 §3 Upgrade result plus the fairness data. A win: `win_prize.items` are the targets, now in
 * the inventory (source Upgrade). A loss: `pity_prize` (a small catalog item and/or a balance credit
 * of `value` in total) and `coins_prize` coins. `chance` is the fraction rolled against: win ⇔ roll < chance.
 */
export const upgradeResponse = z.object({
  success: z.boolean(),
  win_prize: z.object({ items: z.array(inventoryItem), current_exp: z.number().int() }).nullable(),
  pity_prize: z
    .object({
      item: inventoryItem.nullable(),
      /** The part credited to the balance (₽). */
      amount: roubles,
      /** The whole pity prize (item + credit, ₽). */
      value: roubles,
      current_exp: z.number().int(),
    })
    .nullable(),
  coins_prize: z.number().int(),
  chance: z.number(),
  roll: z.number(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  upgrade_id: z.string(),
  stake_value: roubles,
  target_value: roubles,
  balance: roubles,
  coin_balance: z.number().int(),
});
export type UpgradeResponse = z.infer<typeof upgradeResponse>;

export const historyQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});

/** One past upgrade of the player (`GET /v1/upgrades`). */
export const upgradeRecord = z.object({
  id: z.string(),
  created_at: z.string(),
  success: z.boolean(),
  chance: z.number(),
  roll: z.number(),
  stake_items: z.array(itemView),
  stake_balance: roubles,
  stake_value: roubles,
  targets: z.array(itemView),
  target_value: roubles,
  pity_value: roubles,
  coins: z.number().int(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
});
export type UpgradeRecord = z.infer<typeof upgradeRecord>;

export const upgradesHistoryResponse = z.object({
  items: z.array(upgradeRecord),
  total: z.number().int(),
});
export type UpgradesHistoryResponse = z.infer<typeof upgradesHistoryResponse>;

/** `GET /v1/upgrades/statistic?user_id=`: one player's figures, or the whole site's without `user_id`. */
export const upgradeStatisticQuery = z.object({ user_id: z.string().max(64).optional() });
/** Counts, win share in percent (2 decimals) and the most valuable win (₽). */
export const upgradeStatisticResponse = z.object({
  all_count: z.number().int(),
  wins_count: z.number().int(),
  wins_percent: z.number(),
  max_win: roubles,
});
export type UpgradeStatisticResponse = z.infer<typeof upgradeStatisticResponse>;
