/**
 * Error keys of spec 000 §8 (and 001 §8) and the wire error body
 * `{ success: false, data: { code, message } }` (ARCHITECTURE "Wire contract").
 */
import { z } from 'zod';

export const ERROR_KEYS = [
  'authentication',
  'balance_error',
  'caseNotFound',
  'dataNotFound',
  'invalidItem',
  'invalidUser',
  'inventory',
  'inWithdrawalProcess',
  'steamLogin',
  'tooManyWithdrawals',
  'unpredicted',
  'userNotFound',
  'fastOpen',
  'case_not_available',
  'upgrade_multiplier_too_high',
  /** Upgrade codes of spec 001 §5, §8: nothing staked and nothing targeted, no stake, no target. */
  'upgrade_items_not_selected',
  'upgrade_select_inventory_item',
  'upgrade_select_upgrade_item',
  /** The stake is worth at least the targets (spec 001 §8 "item dropped sum higher"). */
  'upgrade_item_dropped_sum_higher',
  /** A staked item or target changed or disappeared meanwhile (spec 001 §8 "not found outdated"). */
  'upgrade_not_found_outdated',
  /** A contract of fewer than 3 or more than 10 items (issue 11). */
  'contract_items_count',
  /** A contract whose lowest possible value would not buy the cheapest catalog item (issue 11). */
  'contract_value_too_low',
  /** Techies mines (issue 11): a game is already open; no open game; the cell is already open; bet outside the limits; cash-out before the first cell. */
  'mines_game_open',
  'mines_no_game',
  'mines_cell_revealed',
  'mines_bet_range',
  'mines_nothing_revealed',
  /** Another upgrade, contract or mines move of this session is still in flight (HTTP 429). */
  'game_in_progress',
  /** Sign-up without the 18+ and user-agreement confirmations (issue 3). */
  'terms_not_accepted',
  /** Too many sign-ups or sign-in attempts from one address (HTTP 429, `Retry-After` header). */
  'tooManyRequests',
  /** Withdrawal without a trade link / Steam login: the trade widget opens with it (spec 001 §5). */
  'no_link',
  'no_login',
  /** Steam data validation message keys (spec 000 §5). */
  'steamUrlEmpty',
  'steamUrlValidation',
  'steamLoginEmpty',
  'steamLoginLength',
  'steamLoginShort',
  'steamLoginValid',
  'steamLoginLatinFirst',
  /** Text with a NUL character or a lone UTF-16 surrogate anywhere in a request (issue 8). */
  'invalid_text',
  /** Password change with a wrong current password (issue 8 sessions). */
  'wrong_password',
  /** A free, level or coin case without a deposit in the last FREE_CASE_DEPOSIT_DAYS days (issues 8, 44). */
  'deposit_required',
  /** A Steam withdrawal before lifetime deposits reach WITHDRAW_MIN_DEPOSIT_RUB (issue 8). */
  'withdraw_deposit_required',
  /** A transient conflict (deadlock, database restart): nothing was written, try again (HTTP 503). */
  'busy',
  /** `GET /readyz`: the database or Redis does not answer (issue 14, HTTP 503). */
  'not_ready',
  /** Paid play or a deposit during the player's self-exclusion (issue 12, HTTP 403). */
  'self_excluded',
  /** A deposit that would pass the player's daily, weekly or monthly limit (issue 12). */
  'deposit_limit',
  /** The provider could not start the payment ("Error while starting payment", spec 001 §8). */
  'payment_start',
  /** A provider notification whose order, amount or currency does not match (refused, logged). */
  'payment_mismatch',
  /** A provider's page, callback or reconciliation acting on another provider's order (issue 26, 409). */
  'payment_provider_mismatch',
  /** A notification from an address outside the provider's published ranges (issue 26, 403). */
  'payment_notice_forbidden',
  /** Promo codes (spec 001 §8 "Error while applying promocode"): unknown or expired, used by this
   * player already, no uses left. */
  'promo_not_found',
  'promo_used',
  'promo_limit',
  /** An instant code (money at once) for a player without a confirmed deposit (issue 26, 403). */
  'promo_deposit_required',
  /** The sign-in was started in another browser, already used or expired (issue 8 OAuth state). */
  'auth_state',
  /** Battles (spec 000 §4 operation statuses, issue 10): a joiner's balance does not cover the seat (402). */
  'error_not_enough_funds_for_battle',
  /** More rounds than a battle may have (`max_rounds`) at creation (400). */
  'error_too_many_rounds',
  /** The picker's own limit message: no more rounds can be added (client side). */
  'error_max_rounds',
  /** A battle call that needs a signed-in player, or a member / the creator (401, 403). */
  'error_battle_authorize',
  /** The seat or the battle can no longer be joined or left (taken, full, started; 409). */
  'joining_battle',
  /** Leaderboards, missions, push, daily cases (issue 13): no such board; a mission not done yet, or
   * its reward already paid, or earned with the same trade link or e-mail by another account; a daily
   * case that needs a deposit today;
   * `POST /v1/users/level/generate` (levels follow experience, nothing to generate);
   * e-mail preferences without a confirmed address; a social mission whose membership the network cannot
   * confirm for this player (decision 024: it pays nothing). */
  'leaderboard_not_found',
  'mission_not_done',
  'mission_claimed',
  'mission_identity_used',
  'mission_unverified',
  'deposit_today_required',
  'level_generated',
  'email_not_confirmed',
  /** The season's raffle (issue 28): no raffle with that slug. */
  'raffle_not_found',
  /** The season and its battle pass (issue 28). */
  'event_not_found',
  'level_not_found',
  'level_not_reached',
  'prize_already_received',
  /** Offers and the secret shop (issue 29): no such offer (or not yours, or expired); none left in stock;
   * the per-player limit reached; the secret shop needs a higher level. */
  'offer_not_found',
  'offer_sold_out',
  'offer_limit_reached',
  'secret_shop_level',
  /** Skin exchange (issue 29): a given item is not an active item of yours any more (sold, in a game,
   * in another exchange); the items taken are worth more than the value allowed. */
  'exchange_items_outdated',
  'exchange_value_exceeded',
  /** The operator console (issue 30): a staff role without the right for the call; a wrong or late
   * authenticator code; the console's tech-work switch is on (every shop call but the console's and the
   * monitoring's answers 503). */
  'console_forbidden',
  'totp_invalid',
  'tech_work',
  /**
   * The console's gate (issue 44): a state-changing call from a foreign `Origin` (403); a body that is not JSON
   * (415); too many wrong authenticator codes locked the account's console until the owner unlocks it (403).
   */
  'console_origin',
  'console_json_only',
  // The first owner's setup code was wrong (issue 48, modules/console/setup.ts).
  'setup_code_invalid',
  'console_locked',
  /** A test server's due-work hook was asked for work nobody registered (issue 42, platform/due-work.ts). */
  'due_work_unknown',
  /** A player the console blocked signs in (issue 30). */
  'user_blocked',
  /** The console's withdrawal queue and orders (issue 30): no such withdrawal; it is not in a state that allows
   * the action (409: final, already back, delivered meanwhile); no such payment order. */
  'withdrawal_not_found',
  'withdrawal_state',
  /** The console chose a trade provider the shop does not run (issue 46, TRADE_PROVIDER). */
  'withdrawal_provider_unavailable',
  'order_not_found',
  /** The support chat (issue 30): no such conversation (or not yours); it is closed; the assignee holds no
   * `support` right. */
  'support_not_found',
  'support_closed',
  'support_assignee',
  /** The console's catalog (issue 30): a paid case's RTP outside the configured bounds; a slug already used. */
  'rtp_out_of_bounds',
  'slug_taken',
  /**
   * The console's content (issue 30 "Running the shop"): a code already taken; an unknown season, task,
   * offer, leaderboard series or page; a value the shop cannot use (an unknown case or item, levels out of
   * order); a finished pass task kept; an offer's stock below what it sold.
   */
  'promo_exists',
  'content_not_found',
  'content_invalid',
  'season_task_finished',
  'offer_stock_below_sold',
  /** An offer worth more than its price × the RTP ceiling (issue 44: cases' EV + money + coins at their value). */
  'offer_value_out_of_bounds',
  /** An instant promo code without a use limit: its payout has no bound (issue 44; over a cap it waits instead). */
  'promo_over_cap',
  /** Approving a promo code that waits for no approval (issue 44, 409). */
  'promo_not_pending',
  /** A staff account redeeming a promo code (issue 44: no staff member redeems for themself, 403). */
  'promo_staff_account',
  /** A pass level paying more than its coins' value × the RTP ceiling, or tasks over PASS_TASKS_VALUE_CAP_RUB (issue 44). */
  'pass_value_out_of_bounds',
  /** A free case (daily or level) giving more per opening than its cap (issue 44; catalog-config.ts). */
  'free_case_value_out_of_bounds',
  /** A leaderboard window paying more in prizes than its period's cap (issue 44; catalog-config.ts). */
  'prize_pool_over_cap',
  /** The experiment calls without the shop's deployment key (spec 000 §7, 401). */
  'experiment_key_invalid',
  /** An `X-Amp-Exp-User` header that is not Amplitude's user (base64url JSON, 400). */
  'experiment_user_invalid',
  /** Experiment shares naming other variants or not summing to 100 (the console, 400). */
  'experiment_weights_invalid',
  /** A deposit bonus level over DEPOSIT_BONUS_CAP_PERCENT (issue 44; the console, 422). */
  'bonus_level_over_cap',
  /** The second approval of a console save (issue 44): no such approval (404); decided already (409). */
  'approval_not_found',
  'approval_not_pending',
] as const;
export const errorKey = z.enum(ERROR_KEYS);
export type ErrorKey = z.infer<typeof errorKey>;

export const errorBody = z.object({
  success: z.literal(false),
  data: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Keys after which the client signs the player out (spec 000 §4, §8). */
export const LOGOUT_KEYS: readonly string[] = ['authentication', 'unpredicted'];
