/**
 * Withdrawal and Steam-data wire schemas, spec 000 §7 (`/v1/users/set/steam/data`),
 * spec 001 §4 Item withdrawal, §7 Inventory (`/v1/inventory/senditem`), §9 (cap 10, timer 5 min).
 */
import { z } from 'zod';
import { inventoryItemId, SELECTION_CAP } from './inventory.ts';

/** The PREPARING timer (spec 001 §9): 5 minutes, in ms. */
export const WITHDRAW_TIMER_MS = 5 * 60_000;

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
