/**
 * Contract wire schemas (issue 11 "Contracts"): `POST /v1/contracts/sign`, `GET /v1/contracts`
 * (the player's history), `GET /v1/contracts/info` (the published distribution). Roubles; fractions.
 */
import { z } from 'zod';
import { itemView, roubles } from './common.ts';
import { inventoryItem, inventoryItemId } from './inventory.ts';

/** 3–10 own active items; other counts are refused with `contract_items_count`, not here. */
export const contractSignBody = z.object({ item_ids: z.array(inventoryItemId).max(10) }).strict();

/** The published terms: item counts, the edge, the bands with their chances and the minimum input (₽). */
export const contractInfoResponse = z.object({
  min_items: z.number().int(),
  max_items: z.number().int(),
  house_edge: z.number(),
  expected_return: z.number(),
  bands: z.array(z.object({ from: z.number(), to: z.number(), chance: z.number() })),
  min_input: roubles,
});
export type ContractInfoResponse = z.infer<typeof contractInfoResponse>;

/**
 * A signed contract: its value (input × multiplier) paid as `item` (the dearest catalog item within the
 * value, now in the inventory with source Contract) plus `credit` to the balance; the draw's rolls;
 * `coins` credited (whole: one per full 10 ₽ of input, issue 28).
 */
export const contractSignResponse = z.object({
  contract_id: z.string(),
  item: inventoryItem.nullable(),
  credit: roubles,
  coins: z.number().int(),
  value: roubles,
  input_value: roubles,
  multiplier: z.number(),
  band: z.number().int(),
  band_roll: z.number(),
  position_roll: z.number(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  balance: roubles,
});
export type ContractSignResponse = z.infer<typeof contractSignResponse>;

export const contractRecord = z.object({
  id: z.string(),
  created_at: z.string(),
  input_items: z.array(itemView),
  input_value: roubles,
  multiplier: z.number(),
  band: z.number().int(),
  value: roubles,
  item: itemView.nullable(),
  credit: roubles,
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
});
export type ContractRecord = z.infer<typeof contractRecord>;

export const contractsHistoryResponse = z.object({
  items: z.array(contractRecord),
  total: z.number().int(),
});
export type ContractsHistoryResponse = z.infer<typeof contractsHistoryResponse>;
