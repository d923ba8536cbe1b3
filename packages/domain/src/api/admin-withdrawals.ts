/**
 * The console's withdrawal queue (issue 30 "Players, money, withdrawals"; right `withdrawals`;
 * docs/console.md "Withdrawal queue"). `GET /v1/admin/withdrawals?view&page`: `stuck` (still open and its
 * next step or its 5-minute timer overdue by more than a minute: nothing is moving it), `failed` (failed and the
 * item's latest withdrawal, the item back in the inventory), `open` (every open one). `POST …/{id}/retry`,
 * `…/cancel`, `…/mark-sent {trade_offer_id?, note}`; a wrong state → 409 withdrawal_state, no such withdrawal →
 * 404 withdrawal_not_found. Money in roubles; times ISO strings.
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

/** The answer of every queue action: the withdrawal afterwards (a retry of a failed one: the new one). */
export const withdrawalActionResponse = z.object({
  withdrawal: consoleWithdrawalRow,
  audit_id: z.string(),
});
