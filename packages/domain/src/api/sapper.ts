/**
 * Techies mines wire schemas (issue 11 "Techies"): `POST /v1/sapper/start|reveal|cashout`,
 * `GET /v1/sapper/current`, `GET /v1/sapper/multipliers?mines=`. Roubles; cells 0–24 row by row.
 */
import { z } from 'zod';
import { MINES_CELLS, MINES_MAX, MINES_MIN } from '../mines.ts';
import { roubles } from './common.ts';

export const sapperStartBody = z
  .object({
    amount: z
      .number()
      .finite()
      .positive()
      .max(10_000_000)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most 2 decimals'),
    mines: z.number().int().min(MINES_MIN).max(MINES_MAX),
  })
  .strict();
export const sapperRevealBody = z
  .object({
    cell: z
      .number()
      .int()
      .min(0)
      .max(MINES_CELLS - 1),
  })
  .strict();
export const sapperMultipliersQuery = z.object({
  mines: z.coerce.number().int().min(MINES_MIN).max(MINES_MAX).default(3),
});

export const SAPPER_STATUSES = ['open', 'lost', 'cashed'] as const;

/**
 * A game as the player sees it. While `open`: the revealed safe cells, the multiplier reached and the
 * payout a cash-out would bring, the next multiplier, and the layout's commitment. At the end the
 * layout (`mines_layout`) and its `salt` are revealed: SHA-256("<layout>:<salt>") = `layout_hash`.
 */
export const sapperGame = z.object({
  id: z.string(),
  status: z.enum(SAPPER_STATUSES),
  amount: roubles,
  mines: z.number().int(),
  revealed: z.array(z.number().int()),
  /** The mine that ended a lost game; null otherwise. */
  hit_cell: z.number().int().nullable(),
  multiplier: z.number(),
  next_multiplier: z.number().nullable(),
  payout: roubles,
  layout_hash: z.string(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  mines_layout: z.array(z.number().int()).nullable(),
  salt: z.string().nullable(),
  created_at: z.string(),
});
export type SapperGame = z.infer<typeof sapperGame>;

export const sapperGameResponse = z.object({ game: sapperGame, balance: roubles });
export type SapperGameResponse = z.infer<typeof sapperGameResponse>;
export const sapperCurrentResponse = z.object({ game: sapperGame.nullable() });

export const sapperMultipliersResponse = z.object({
  mines: z.number().int(),
  house_edge: z.number(),
  min_bet: roubles,
  max_bet: roubles,
  max_win: roubles,
  steps: z.array(z.object({ safe: z.number().int(), multiplier: z.number(), chance: z.number() })),
});
export type SapperMultipliersResponse = z.infer<typeof sapperMultipliersResponse>;
