/**
 * The sandbox provider (the embedded default's test money): a hosted Pay/Decline page on the shop
 * itself (sandbox-page.ts) that posts a callback signed with PAYMENTS_SANDBOX_SECRET
 * (`order_id:status:amount:currency`, HMAC-SHA256 hex). It keeps no state of its own: a pending sandbox
 * order is reported failed a day after it started.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OrderRow } from '../service.ts';
import { verifyCallback } from '../signature.ts';
import type { PaymentProvider, ProviderNotice } from './types.ts';

export const SANDBOX_EXPIRY_MS = 24 * 3600_000;

export const sandboxCallbackBody = z.object({
  order_id: z.string().min(1).max(64),
  status: z.enum(['success', 'fail', 'pending']),
  amount: z.number().int().positive(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('RUB'),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export function sandboxProvider(secret: string, publicUrl: string): PaymentProvider {
  return {
    id: 'sandbox',
    start: (order) =>
      Promise.resolve({
        redirectUrl: `${publicUrl}/sandbox/pay/${order.id}`,
        providerPaymentId: null,
      }),
    verify: (req: FastifyRequest) => {
      const parsed = sandboxCallbackBody.safeParse(req.body);
      if (!parsed.success) return Promise.resolve(null);
      const b = parsed.data;
      const ok = verifyCallback(secret, b.order_id, b.status, b.amount, b.signature, b.currency);
      const notice: ProviderNotice = {
        provider: 'sandbox',
        orderId: b.order_id,
        providerPaymentId: null,
        status: b.status,
        amount: b.amount,
        currency: b.currency,
      };
      return Promise.resolve(ok ? notice : null);
    },
    fetchStatus: (order: OrderRow) =>
      Promise.resolve(
        Date.now() - order.createdAt.getTime() > SANDBOX_EXPIRY_MS
          ? {
              provider: 'sandbox' as const,
              orderId: order.id,
              providerPaymentId: null,
              status: 'fail' as const,
              amount: order.originalAmount ?? order.amount,
              currency: order.currency,
            }
          : null,
      ),
  };
}
