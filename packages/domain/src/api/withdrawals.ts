/**
 * Withdrawal and Steam-data wire schemas, spec 000 §7 (`/v1/users/set/steam/data`),
 * spec 001 §4 Item withdrawal, §7 Inventory (`/v1/inventory/senditem`), §9 (cap 10, timer 5 min).
 */
import { z } from 'zod';
import { inventoryItemId, SELECTION_CAP, tradeOffer } from './inventory.ts';

/** The PREPARING timer (spec 001 §9): 5 minutes, in ms. */
export const WITHDRAW_TIMER_MS = 5 * 60_000;

/** A withdrawal's states (spec 001 §4 Item withdrawal): PREPARING → send → done | failed. */
export const WITHDRAWAL_STATES = ['PREPARING', 'send', 'done', 'failed'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export const WITHDRAW_METHODS = ['trade', 'login'] as const;
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];

/** Error codes of a failed withdrawal, looked up in the profile error table (spec 001 §8). */
export const WITHDRAW_FAILURE_CODES = ['error_skin_transfer', 'item_transfer_canceled'] as const;
export type WithdrawFailureCode = (typeof WITHDRAW_FAILURE_CODES)[number];

/** At most SELECTION_CAP items per send request (spec 001 §9 selection cap). */
export const sendItemBody = z
  .object({
    ids: z.array(inventoryItemId).min(1).max(SELECTION_CAP),
    method: z.enum(WITHDRAW_METHODS).default('trade'),
  })
  .strict();
/**
 * Ordinary items become PREPARING. Type-3 items (balance vouchers, ITEM_TYPE.voucher) are credited to the
 * balance at once: `data.status` is `itemType3CreditedToTheBalance` and `data.balance` the new balance.
 * One request may not mix type-3 with other items (400 dataNotFound).
 */
export const sendItemResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    status: z.enum(['PREPARING', 'itemType3CreditedToTheBalance']),
    balance: z.number().finite().optional(),
  }),
});

export const steamDataBody = z
  .object({ link: z.string().max(300).optional(), login: z.string().max(100).optional() })
  .strict();
export const steamDataResponse = z.object({ message: z.string() });

export const realtimeTokenQuery = z.object({ user_id: z.string().min(1).max(64) });
export const realtimeTokenResponse = z.object({ key: z.string() });

/**
 * `GET /v1/inventory/{id}/trade_id` (spec 001 §7 Inventory): the Steam trade offer of the caller's item's
 * latest withdrawal. `trade_id` is null until the bot has sent the offer (or when the item was never
 * sent); `state` is that withdrawal's (PREPARING | send | done | failed), null when there was none;
 * `trade_offer` (link, bot, expiry) only while the offer waits for the player. Another player's item: 404.
 */
export const tradeIdResponse = z.object({
  trade_id: z.string().nullable(),
  state: z.enum(WITHDRAWAL_STATES).nullable(),
  trade_offer: tradeOffer.nullable(),
});
export type TradeIdResponse = z.infer<typeof tradeIdResponse>;
