/**
 * The console's withdrawal queue (issue 30 "Players, money, withdrawals"; right `withdrawals`;
 * docs/console.md "Withdrawal queue"). `GET /v1/admin/withdrawals?view&page`: `stuck` (still open and its
 * next step or its 5-minute timer overdue by more than a minute: nothing is moving it), `failed` (failed and the
 * item's latest withdrawal, the item back in the inventory), `open` (every open one). `POST …/{id}/retry`,
 * `…/cancel`, `…/mark-sent {trade_offer_id?, note}`, `…/provider {provider}` (issue 46: which provider delivers it,
 * before any was asked; 400 withdrawal_provider_unavailable for one the shop does not run); a wrong state → 409
 * withdrawal_state, no such withdrawal → 404 withdrawal_not_found. `GET /v1/admin/withdrawal-providers`: the
 * providers the shop runs, in their order of preference, with what each last said of itself. Money in roubles; times
 * ISO strings.
 */
import { z } from 'zod';
import { WITHDRAWAL_STATES } from './withdrawals.ts';
import { pageOf } from './admin-player-lists.ts';

export const WITHDRAWAL_VIEWS = ['stuck', 'failed', 'open'] as const;
export type WithdrawalView = (typeof WITHDRAWAL_VIEWS)[number];

export const withdrawalQueueQuery = z.object({
  view: z.enum(WITHDRAWAL_VIEWS).default('stuck'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** One withdrawal: its player and item, the state, and how many withdrawals the item has had (`attempts`). */
export const consoleWithdrawalRow = z.object({
  id: z.string(),
  user_id: z.string(),
  nickname: z.string(),
  inventory_item_id: z.string(),
  item_id: z.string(),
  item_name: z.string(),
  price: z.number(),
  item_status: z.string(),
  state: z.enum(WITHDRAWAL_STATES),
  error_code: z.string().nullable(),
  method: z.string(),
  trade_offer_id: z.string().nullable(),
  /** Who delivers it (issue 46): `simulated`, `market`, `steam`; null before its first delivery attempt. */
  provider: z.string().nullable(),
  /** The provider the console chose for it (issue 46), or null: each in the order of preference. */
  pinned_provider: z.string().nullable(),
  /** Why the provider holds it back for now: `price_above_ceiling`, `market_balance_low`, `no_offers`, `no_stock`. */
  hold_reason: z.string().nullable(),
  /** What the marketplace charged the shop for the item (roubles), once bought. */
  price_paid: z.number().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  timer_ends_at: z.string(),
  next_run_at: z.string(),
});
export type ConsoleWithdrawalRow = z.infer<typeof consoleWithdrawalRow>;
export const withdrawalQueueResponse = pageOf(consoleWithdrawalRow);

export const withdrawalIdParam = z.object({ id: z.string().regex(/^\d{1,15}$/) });

/** `POST …/{id}/mark-sent`: the offer sent by hand (its id, if any) and a note for the audit log. */
export const markSentBody = z
  .object({
    trade_offer_id: z.string().trim().min(1).max(100).optional(),
    note: z.string().trim().min(3).max(300),
  })
  .strict();

/** The trade providers (issue 46; the server's TRADE_PROVIDER). */
export const TRADE_PROVIDER_NAMES = ['simulated', 'market', 'steam'] as const;

/** `POST …/{id}/provider`: the provider to deliver the withdrawal (one the shop runs). */
export const withdrawalProviderBody = z.object({ provider: z.enum(TRADE_PROVIDER_NAMES) }).strict();

/**
 * One provider the shop runs, in its order of preference (`order` from 1): the marketplace's balance there at its last
 * check before a purchase and whether buying is paused for it (`low`), its circuit in this server process; how many
 * open withdrawals it has, and how many of them it holds back.
 */
export const tradeProviderRow = z.object({
  provider: z.enum(TRADE_PROVIDER_NAMES),
  order: z.number().int(),
  balance: z.number().nullable(),
  min_balance: z.number().nullable(),
  low: z.boolean(),
  checked_at: z.string().nullable(),
  circuit: z.enum(['closed', 'half-open', 'open']).nullable(),
  open: z.number().int(),
  held: z.number().int(),
});
export type TradeProviderRow = z.infer<typeof tradeProviderRow>;
export const tradeProvidersResponse = z.object({ providers: z.array(tradeProviderRow) });

/** The answer of every queue action: the withdrawal afterwards (a retry of a failed one: the new one). */
export const withdrawalActionResponse = z.object({
  withdrawal: consoleWithdrawalRow,
  audit_id: z.string(),
});
