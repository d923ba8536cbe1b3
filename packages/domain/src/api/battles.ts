/**
 * Battle wire schemas, spec 001 §3 Battle, §7 Battles (under the battles base `/battles-api`), issue 10.
 * Money in roubles; ids are ULIDs (26 Crockford base-32 characters); seats 1–4; rounds 0-based.
 * A battle's `rounds` hold only the rounds already due; `server_seed` appears when it has finished,
 * `public_seed` once it has started, `winner_seats` and `winnings` when it has finished.
 */
import { z } from 'zod';
import { BATTLE_EMOJI, BATTLE_STATUSES, MAX_SEATS } from '../battles/rules.ts';
import { CLIENT_SEED_PATTERN } from '../fairness.ts';
import { caseCard, section } from './cases.ts';
import { itemView, roubles } from './common.ts';

/** A ULID as the `ulid` library writes it. */
export const battleUlid = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'a battle ULID');
export const battleStatus = z.enum(BATTLE_STATUSES);
export const battleEmoji = z.enum(BATTLE_EMOJI);
const seat = z.number().int().min(1).max(MAX_SEATS);
const clientSeed = z.string().regex(CLIENT_SEED_PATTERN, '1–64 of A–Z a–z 0–9 _ -');
/** The secret of a private battle's link: 32 hex characters. */
export const battleKey = z.string().regex(/^[0-9a-f]{32}$/, 'a battle key');

export const battleUser = z.object({
  id: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  level: z.number().int(),
});

export const battleMember = z.object({
  member_id: z.string(),
  seat,
  /** null for a bot. */
  user: battleUser.nullable(),
  is_bot: z.boolean(),
  client_seed: z.string(),
  /** Value of the seat's drops in the rounds already due. */
  total: roubles,
});
export type BattleMemberWire = z.infer<typeof battleMember>;

export const battleCase = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  price: roubles,
  color: z.string(),
});

export const battleDrop = z.object({
  seat,
  item: itemView,
  nonce: z.number().int(),
  roll: z.number(),
});
export const battleRound = z.object({ round: z.number().int(), drops: z.array(battleDrop) });
export type BattleRoundWire = z.infer<typeof battleRound>;

/** What a winner seat receives: the items (inventory rows for a player; the house keeps a bot's). */
export const battleWinning = z.object({
  seat,
  user_id: z.string().nullable(),
  total: roubles,
  items: z.array(itemView),
  /** Where each of `items` was rolled, in order: its round and the seat that rolled it (the per-drop check, issue 31). */
  rolls: z.array(z.object({ round: z.number().int().min(0), seat })),
  /**
   * The inventory ids of `items`, in order, only when the viewer is this winner (their quick sale, issue 29);
   * null for everybody else.
   */
  inventory_item_ids: z.array(z.string().nullable()).nullable(),
  /** Value of the items still in the winner's inventory (sellable with `POST /sell`). */
  unsold: roubles,
});

/** A case's published drop list as the battle rolled it (for the strips and the check page). */
export const battleDropList = z.object({
  case_id: z.string(),
  items: z.array(itemView.extend({ weight: z.number().int().positive() })),
});
export type BattleDropListWire = z.infer<typeof battleDropList>;

export const battleView = z.object({
  ulid: battleUlid,
  status: battleStatus,
  seats: z.number().int().min(2).max(MAX_SEATS),
  teams: z.boolean(),
  is_private: z.boolean(),
  is_crazy: z.boolean(),
  /** Price of one seat: the sum of the rounds' case prices. */
  price: roubles,
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** When an unfilled battle is cancelled and refunded. */
  expires_at: z.string(),
  /** Round r is revealed at started_at + r × round_ms. */
  round_ms: z.number().int(),
  rounds_count: z.number().int(),
  /** How many rounds are due now (the length of a full `rounds`). */
  revealed_rounds: z.number().int(),
  creator_id: z.string(),
  server_seed_hash: z.string(),
  server_seed: z.string().nullable(),
  public_seed: z.string().nullable(),
  members: z.array(battleMember),
  cases: z.array(z.object({ round: z.number().int(), case: battleCase })),
  rounds: z.array(battleRound),
  spectators: z.number().int(),
  winner_seats: z.array(seat),
  winnings: z.array(battleWinning),
  /** The tie roll when the winners were tied, else null (after the end). */
  tie_roll: z.number().nullable(),
  /** A private battle's link secret: shown to its members only. */
  key: z.string().nullable(),
  /** Drop lists of the battle's cases: in `GET /battle` only. */
  drop_lists: z.array(battleDropList).optional(),
});
export type BattleViewWire = z.infer<typeof battleView>;

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();
const statuses = z.union([battleStatus, z.array(battleStatus).max(4)]).optional();

/**
 * `GET /battles`: `private` (the caller's own private battles), `statuses[]` (default created and
 * started), `sort` date|price, `direction` 0 ascending / 1 descending (default 1), pages from 1.
 */
export const battlesListQuery = z.object({
  private: flag,
  'statuses[]': statuses,
  statuses,
  sort: z.enum(['date', 'price']).default('date'),
  direction: z.enum(['0', '1']).default('1'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});
export const battlesListResponse = z.object({
  battles: z.array(battleView),
  has_next: z.boolean(),
});

export const battleQuery = z.object({ ulid: battleUlid, key: battleKey.optional() });
export const battleResponse = z.object({ battle: battleView });

export const battleCasesResponse = z.object({
  last_cases: z.array(caseCard),
  max_rounds: z.number().int(),
  sections: z.array(section),
});

export const battleStatisticsQuery = z.object({
  user_id: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
});
export const battleStatisticsResponse = z.object({
  all_count: z.number().int(),
  /** The most a battle paid the player (roubles). */
  max_win: roubles,
  wins_count: z.number().int(),
  wins_percent: z.number(),
});

export const battleStatusResponse = z.object({
  active_battle_ulid: battleUlid.nullable(),
  in_battle: z.boolean(),
  /** The player's private battles that are created or started (spec 001 §2 notification count). */
  private_count: z.number().int(),
});

/** `POST /battles`: one case id per round (repeats allowed), 2–4 seats, 2v2 needs 4 seats. */
export const createBattleBody = z
  .object({
    case_ids: z
      .array(z.union([z.string().min(1).max(100), z.number().int().min(1)]))
      .min(1)
      .max(500),
    seats: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    teams: z.boolean().default(false),
    is_private: z.boolean().default(false),
    is_crazy: z.boolean().default(false),
    client_seed: clientSeed.optional(),
  })
  .strict()
  .refine((b) => !b.teams || b.seats === 4, { message: '2v2 needs 4 seats', path: ['teams'] });
export const createBattleResponse = z.object({ battle_ulid: battleUlid, balance: roubles });

export const joinBattleBody = z
  .object({
    battle_ulid: battleUlid,
    seat: seat.optional(),
    client_seed: clientSeed.optional(),
    key: battleKey.optional(),
  })
  .strict();
export const balanceResponse = z.object({ balance: roubles, battle_ulid: battleUlid });

/** leave, start, cancel_start, sell, open, close. */
export const battleUlidBody = z
  .object({ battle_ulid: battleUlid, key: battleKey.optional() })
  .strict();

export const startBattleResponse = z.object({ battle_ulid: battleUlid, status: battleStatus });
export const cancelBattleResponse = z.object({
  battle_ulid: battleUlid,
  status: battleStatus,
  balance: roubles,
});
export const sellBattleResponse = z.object({
  battle_ulid: battleUlid,
  balance: roubles,
  /** Roubles credited. */
  amount: roubles,
  sold: z.number().int(),
});
export const spectatorsResponse = z.object({ spectators: z.number().int() });

export const emojiBody = z
  .object({
    battle_ulid: battleUlid,
    content: battleEmoji,
    member_id: z.string().regex(/^\d{1,15}$/),
  })
  .strict();
export const emojiMessage = z.object({
  battle_ulid: battleUlid,
  content: battleEmoji,
  member_id: z.string(),
});
export type EmojiMessage = z.infer<typeof emojiMessage>;

/** `/v1/battles*` profile calls: a player's battles (public ones for others), newest first. */
export const profileBattlesQuery = z.object({
  user_id: z.string().regex(/^\d{1,9}$/),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
export const profileUserQuery = z.object({ user_id: z.string().regex(/^\d{1,9}$/) });
export const profileBattlesResponse = z.object({
  battles: z.array(battleView),
  has_next: z.boolean(),
});
export const bestBattleResponse = z.object({ battle: battleView.nullable() });
export const battleWinrateResponse = z.object({ win: z.number().int(), lose: z.number().int() });
