/**
 * User wire schemas, spec 000 §3 User and User levels; §7 Users.
 */
import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money.ts';
import { roubles } from './common.ts';

export const meResponse = z.object({
  user_id: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  created_at: z.string(),
  admin: z.boolean(),
  reg_type: z.string(),
  is_fake: z.boolean(),
  is_bot: z.boolean(),
  finance: z.object({
    balance: roubles,
    currency: z.string(),
    coin_balance: z.number().int(),
    total_amount_items: roubles,
  }),
  personal: z.object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    ip: z.string().nullable(),
  }),
  steam: z.object({ link: z.string().nullable(), login: z.string().nullable() }),
  /**
   * Spec 000 §3 `statistic {cases.opened, finance.spent, finance.profit optional}`: `spent` the roubles staked in
   * paid openings and upgrades; `profit` (always sent, issue 45) the roubles the player's paid openings' drops were
   * worth over what those openings cost, negative when they lost (decision 023).
   */
  statistic: z.object({
    cases: z.object({ opened: z.number().int() }),
    finance: z.object({ spent: roubles, profit: roubles }),
  }),
  /** The promo code waiting for the player's next deposit (spec 000 §3 `promo`), or null. */
  promo: z.object({ code: z.string(), type: z.enum(['common', 'blogger']) }).nullable(),
});
export type MeResponse = z.infer<typeof meResponse>;

/** Another user's public profile: no finance, personal or Steam data. */
export const publicUserResponse = z.object({
  user_id: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  created_at: z.string(),
  level: z.number().int(),
  statistic: z.object({ cases: z.object({ opened: z.number().int() }) }),
});

export const levelsResponse = z.object({
  user_level: z.number().int(),
  percent_to_next_level: z.number(),
  exp_to_next_level: z.number().int(),
  was_generated_lvl: z.boolean(),
  current_exp: z.number().int(),
  exp_previous_level: z.number().int(),
  nearest_case_time: z.string().nullable(),
  next_level_case_data: z
    .object({ case_name: z.string(), link: z.string(), id: z.string() })
    .nullable(),
  available_cases: z.array(z.object({ case_name: z.string(), link: z.string() })),
});
export type LevelsResponse = z.infer<typeof levelsResponse>;

export const userIdParam = z.object({ id: z.string().min(1).max(64) });

/**
 * `GET /v1/users/{id}/winrate` (spec 000 §7 "profile win rate returning win and lose"): a player's case
 * openings won (the drop is worth at least what was paid) and lost. Free openings are not counted.
 */
export const winrateResponse = z.object({ win: z.number().int(), lose: z.number().int() });
export type WinrateResponse = z.infer<typeof winrateResponse>;

/** `GET /v1/users/{id}/dashboard` (spec 000 §7): the profile's counters. */
export const dashboardResponse = z.object({
  battles_count: z.number().int(),
  inventory_count: z.number().int(),
  inventory_active_count: z.number().int(),
  send_items_count: z.number().int(),
  upgrades_count: z.number().int(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/** `GET /v1/users/levels?userIds=1,2,3` (at most 100 ids) → each known user's level. */
export const userLevelsQuery = z.object({ userIds: z.string().regex(/^\d{1,9}(,\d{1,9}){0,99}$/) });
export const userLevelsResponse = z.array(
  z.object({ user_id: z.string(), level: z.number().int() }),
);

/**
 * `GET /v1/bonus/pwa` (spec 000 §4 "Install bonus"): `status` says the bonus is granted to this player
 * (now or before), `granted_now` whether this call did it; `coin_balance` after it.
 */
export const pwaBonusResponse = z.object({
  status: z.boolean(),
  data: z.object({
    status: z.boolean(),
    granted_now: z.boolean(),
    coins: z.number().int(),
    coin_balance: z.number().int(),
  }),
});

/** Kinds of entries in the player's operations history (issue 9): ledger reasons and Steam withdrawals. */
export const OPERATION_TYPES = [
  'topup',
  'case_open',
  'sell',
  'bonus_pwa',
  'replacement',
  'voucher',
  'withdrawal',
  /** Payments (issue 12): the bonus level's extra, a promo code's bonus, an instant code. */
  'deposit_bonus',
  'promo_bonus',
  'promo_instant',
  /** Item games (issue 11). */
  'upgrade',
  'upgrade_pity',
  'upgrade_coins',
  'contract',
  'mines_bet',
  'mines_win',
  /** Case battles (issue 10): a seat paid, a seat refunded. */
  'battle',
  'battle_refund',
  /** Leaderboards and missions (issue 13): a fast mission's reward. */
  'mission_reward',
  /** The season (issue 28): coins of a paid case drop, a finished battle and a contract, a coin case paid
   * in coins, a pass level's and a task's reward. */
  'case_coins',
  'battle_coins',
  'contract_coins',
  'coin_case',
  'pass_prize',
  'pass_task',
  /** Offers, the secret shop and skin exchange (issue 29): an offer's price and its bonus money or coins, an
   * item bought in the secret shop, an exchange's remainder. */
  'offer',
  'offer_bonus',
  'secret_shop',
  'exchange',
  /** The console (issue 30): a balance adjustment by an owner or admin, with its reason in the audit log. */
  'adjustment',
] as const;
export const operationType = z.enum(OPERATION_TYPES);

/** `GET /v1/users/operations?page&per_page` (signed in): newest first, pages of up to 50. */
export const operationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});

/**
 * One operation: a balance change from the ledger (`amount` signed, roubles or coins, with the balance
 * after it) or an item sent to Steam (`amount` = the item's price, `balance_after` null, `status` the
 * withdrawal's state). `subject` names what it was about (a case or an item) in the request's language.
 */
export const operationView = z.object({
  id: z.string(),
  type: operationType,
  currency: z.enum(['RUB', 'COIN']),
  amount: z.number(),
  balance_after: z.number().nullable(),
  subject: z.string().nullable(),
  count: z.number().int(),
  status: z.string().nullable(),
  created_at: z.string(),
});
export type OperationView = z.infer<typeof operationView>;
export const operationsResponse = z.object({
  operations: z.array(operationView),
  has_next: z.boolean(),
});

/** `GET /v1/users/limits` (issue 12 "Safer play"): limits in roubles (null: none) and what counts. */
export const limitsResponse = z.object({
  daily: roubles.nullable(),
  weekly: roubles.nullable(),
  monthly: roubles.nullable(),
  /** Raised or removed limits waiting 24 h. */
  pending: z
    .object({
      daily: roubles.nullable(),
      weekly: roubles.nullable(),
      monthly: roubles.nullable(),
      effective_at: z.string(),
    })
    .nullable(),
  /** Deposits credited in the last 24 h, 7 days and 30 days (roubles). */
  deposited: z.object({ day: roubles, week: roubles, month: roubles }),
  self_exclusion: z.object({ until: z.string().nullable(), forever: z.boolean() }).nullable(),
});
export type LimitsResponse = z.infer<typeof limitsResponse>;
const limitValue = z
  .number()
  .finite()
  .positive()
  .max(100_000_000)
  .refine(hasAtMostTwoDecimals, 'at most 2 decimals')
  .nullable()
  .optional();
/**
 * `POST /v1/users/limits { daily?, weekly?, monthly? }`: roubles, 0.01 or more with at most 2
 * decimals (refused, never rounded); null removes; absent keeps.
 */
export const limitsBody = z
  .object({ daily: limitValue, weekly: limitValue, monthly: limitValue })
  .strict();
export const SELF_EXCLUSION_PERIODS = ['24h', '7d', '30d', '6m', 'forever'] as const;
/** `POST /v1/users/self-exclusion { period }`. */
export const selfExclusionBody = z.object({ period: z.enum(SELF_EXCLUSION_PERIODS) }).strict();
