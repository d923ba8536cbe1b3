/**
 * Payment orders in the console (issue 30 "payment orders with their notifications, reconcile now"; right
 * `withdrawals`; docs/console.md "Payment orders"). `GET /v1/admin/orders?status&user_id&page` (newest first,
 * 50 a page), `GET /v1/admin/orders/{id}` (the order and every provider notice about it), `POST …/{id}/reconcile`
 * (asks the provider now; a final answer settles the order exactly once, as a callback would). Also the player's
 * list `GET /v1/admin/players/{id}/orders?page`. Amounts: `amount` roubles credited, `original_amount` the
 * payer's currency units; notices in their currency's units. 404 order_not_found.
 */
import { z } from 'zod';
import { pageOf } from './admin-player-lists.ts';

export const ORDER_STATUSES = ['pending', 'success', 'fail'] as const;

export const ordersQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  user_id: z.coerce.number().int().min(1).max(2_000_000_000).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const consoleOrderRow = z.object({
  id: z.string(),
  user_id: z.string(),
  nickname: z.string(),
  status: z.enum(ORDER_STATUSES),
  amount: z.number(),
  currency: z.string(),
  original_amount: z.number().nullable(),
  provider: z.string(),
  direction_id: z.string(),
  provider_payment_id: z.string().nullable(),
  checks: z.number().int(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type ConsoleOrderRow = z.infer<typeof consoleOrderRow>;
export const ordersResponse = pageOf(consoleOrderRow);

export const orderIdParam = z.object({ id: z.string().min(1).max(64) });

/** What a provider said, where it came from (callback, the reconcile job, the console) and what it did. */
export const consoleNotice = z.object({
  id: z.string(),
  source: z.enum(['callback', 'reconcile', 'console']),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  provider_payment_id: z.string().nullable(),
  result: z.string(),
  at: z.string(),
});
export const orderResponse = z.object({
  order: consoleOrderRow,
  promo_code: z.string().nullable(),
  notices: z.array(consoleNotice),
});

/**
 * `POST …/{id}/reconcile`: `asked` false when there is nothing to ask (not pending, no such provider);
 * `answer` the provider's status (null: it did not know); `result` what applying it did.
 */
export const reconcileResponse = z.object({
  asked: z.boolean(),
  answer: z.string().nullable(),
  result: z.string(),
  order: consoleOrderRow,
  audit_id: z.string(),
});
