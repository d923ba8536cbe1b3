/**
 * Payment wire schemas, spec 001 §3 Payment entities, §7 Payments.
 */
import { z } from 'zod';
import { roubles } from './common.ts';

/** Sandbox top-up limits in roubles. */
export const TOPUP_MIN = 10;
export const TOPUP_MAX = 100_000;

export const startBody = z
  .object({
    payment_direction_id: z.string().min(1).max(64),
    amount: z
      .number()
      .min(TOPUP_MIN)
      .max(TOPUP_MAX)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most 2 decimals'),
  })
  .strict();
export const startResponse = z.object({ order_id: z.string(), redirect_url: z.string() });

export const PAYMENT_STATUSES = ['pending', 'success', 'fail'] as const;
export const statusQuery = z.object({ orderId: z.string().min(1).max(64) });
export const statusResponse = z.object({
  status: z.enum(PAYMENT_STATUSES),
  value: roubles,
  bonus: z.null(),
});
export type PaymentStatusResponse = z.infer<typeof statusResponse>;

/** Payment directions for the refill page (sandbox only in this release). */
export const directionsResponse = z.object({
  directions: z.array(
    z.object({
      payment_direction_id: z.string(),
      name: z.string(),
      minimal_amount: roubles,
      maximal_amount: roubles,
      bonus_percent: z.number(),
    }),
  ),
});
