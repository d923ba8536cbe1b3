/**
 * Leaderboard wire schemas, spec 001 §3 Leaderboard, Reward drop; §7 Leaderboards. Amounts in roubles;
 * scores of money boards in roubles (2 decimals), of count boards whole numbers.
 */
import { z } from 'zod';
import { rarity } from '../catalog.ts';
import { BOARD_TYPES } from '../leaderboards.ts';
import { roubles } from './common.ts';

export const boardType = z.enum(BOARD_TYPES);

/** `GET /v2/top/active`: the boards running now, ascending by `order`. */
export const activeBoard = z.object({
  id: z.string(),
  /** The recurring series the board belongs to (`daily-spent`, …; `season-coins` is the season's, issue 28). */
  series: z.string(),
  date_start: z.string(),
  date_end: z.string(),
  type: boardType,
  title: z.string(),
  /** A key under `leaderboards.` in the web's texts when one exists, otherwise the text itself. */
  description: z.string(),
  image: z.string(),
  prizes_count: z.number().int(),
  order: z.number().int(),
  /** The sum of the prizes' prices, floored to whole roubles (spec 001 §3, §9). */
  prizes_amount: z.number().int(),
  /** The signed-in player's place, null when unranked or a visitor. */
  user: z.object({ position: z.number().int().nullable() }),
  /**
   * Who may take a prize (issue 26): a player whose own confirmed deposits in the last `days` days
   * reach `amount` roubles; a place whose player does not passes its prize down. `days` 0: everyone.
   */
  prize_deposit: z.object({ days: z.number().int(), amount: roubles }),
});
export type ActiveBoard = z.infer<typeof activeBoard>;
export const activeBoardsResponse = z.array(activeBoard);

export const boardIdParam = z.object({ id: z.string().regex(/^\d{1,9}$/) });

const prizeDrop = z.object({ name: z.string(), image: z.string(), rarity, price: roubles });

/**
 * A ranking row (spec 001 §3 Ranking): `user` null for a place nobody holds yet; `prize` the place's
 * catalog item, or a filler for places without one (`remaining` 0 when the row has a score, otherwise
 * the score that takes the place: the board's entry minimum); `spent` the row's score.
 */
export const rankingRow = z.object({
  position: z.number().int(),
  user: z
    .object({
      id: z.string(),
      avatar: z.string(),
      name: z.string(),
      level: z.number().int(),
      /** The score on "won" boards (upgrade value won, battles won), 0 on spending boards. */
      earn: z.number(),
    })
    .nullable(),
  prize: z.discriminatedUnion('type', [
    z.object({ type: z.literal('prize'), drop: prizeDrop }),
    z.object({ type: z.literal('filler'), remaining: z.number() }),
  ]),
  /** The score on spending boards (roubles spent on cases), 0 on "won" boards. */
  spent: z.number(),
});
export type RankingRow = z.infer<typeof rankingRow>;

/** `GET /v2/top/ranking/{id}`: the signed-in player's row (null when unranked) and the leaders. */
export const rankingResponse = z.object({
  me: rankingRow.nullable(),
  leaders: z.array(rankingRow),
});
export type RankingResponse = z.infer<typeof rankingResponse>;

/** `GET /v2/top/history?limit`: the player's past places and prizes, newest first. */
export const historyQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const historyEntry = z.object({
  id: z.string(),
  title: z.string(),
  date_end: z.string(),
  prize: z.object({
    id: z.string(),
    name: z.string(),
    image: z.string(),
    price: z.object({ amount: roubles }),
    rarity,
    position: z.number().int(),
  }),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
export const historyResponse = z.array(historyEntry);

/**
 * A won prize not yet shown to its winner (spec 001 §2 leaderboard reward popup, §3 Reward drop):
 * `id` the inventory item (the sell button sells it while `sellable`).
 */
export const rewardDrop = z.object({
  id: z.string(),
  board_id: z.string(),
  board_title: z.string(),
  name: z.string(),
  price: roubles,
  image: z.string(),
  rarity,
  place: z.number().int(),
  sellable: z.boolean(),
});
export type RewardDrop = z.infer<typeof rewardDrop>;
export const rewardsResponse = z.array(rewardDrop);
/** `POST /v2/top/rewards/seen { ids }`: the popup was shown; each id an inventory item of the player. */
export const rewardsSeenBody = z
  .object({
    ids: z
      .array(z.string().regex(/^\d{1,15}$/))
      .min(1)
      .max(20),
  })
  .strict();
