/**
 * A player's lists in the console (issue 30 "Players, money, withdrawals": the profile's inventory, battles,
 * games, orders, withdrawals, limits and self-exclusion; right `players.read`; docs/console.md). Each list is
 * `GET /v1/admin/players/{id}/<list>?page`, newest first, 50 a page, answered by the area that owns the table.
 * Money in roubles; times ISO strings.
 */
import { z } from 'zod';

/** Rows per page of every console list. */
export const CONSOLE_PAGE_SIZE = 50;

/** `?page` (1-based) of a console list. */
export const listPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A page of `row`: the rows, the page asked for and how many rows there are in all. */
export const pageOf = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ rows: z.array(row), page: z.number().int(), total: z.number().int() });

/** `…/inventory`: every item the player ever had, with its status (progress is active). */
export const consoleInventoryRow = z.object({
  id: z.string(),
  item_id: z.string(),
  name: z.string(),
  name_en: z.string().nullable(),
  price: z.number(),
  status: z.string(),
  source: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const consoleInventoryPage = pageOf(consoleInventoryRow);

/** `…/battles`: the battles the player sat in; `won` once finished (null before). */
export const consoleBattleRow = z.object({
  id: z.string(),
  status: z.string(),
  seats: z.number().int(),
  price: z.number(),
  paid: z.number(),
  won: z.boolean().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export const consoleBattlesPage = pageOf(consoleBattleRow);

/** `…/upgrades`: what was staked (items and balance), what was aimed at, and the outcome. */
export const consoleUpgradeRow = z.object({
  id: z.string(),
  stake_value: z.number(),
  target_value: z.number(),
  success: z.boolean(),
  created_at: z.string(),
});
export const consoleUpgradesPage = pageOf(consoleUpgradeRow);

/** `…/contracts`: the items' value put in and the value that came out (an item and/or a credit). */
export const consoleContractRow = z.object({
  id: z.string(),
  input_value: z.number(),
  value: z.number(),
  result_item_id: z.string().nullable(),
  credit: z.number(),
  created_at: z.string(),
});
export const consoleContractsPage = pageOf(consoleContractRow);

/** `…/mines`: Techies mines games (open, won or lost), the bet and the payout. */
export const consoleMinesRow = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number(),
  mines: z.number().int(),
  payout: z.number(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export const consoleMinesPage = pageOf(consoleMinesRow);

/** `…/limits` (no page): the deposit limits (null: none), a raise waiting for `pending_at`, self-exclusion. */
export const consoleLimitsResponse = z.object({
  daily: z.number().nullable(),
  weekly: z.number().nullable(),
  monthly: z.number().nullable(),
  pending: z
    .object({
      daily: z.number().nullable(),
      weekly: z.number().nullable(),
      monthly: z.number().nullable(),
      at: z.string(),
    })
    .nullable(),
  self_exclusion: z
    .object({ started_at: z.string(), until: z.string().nullable(), active: z.boolean() })
    .nullable(),
});
