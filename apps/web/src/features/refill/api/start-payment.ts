/**
 * POST /v1/payments/transaction/start { payment_direction_id, amount } → { order_id, redirect_url }
 * (spec 001 §7 Payments). The browser then goes to redirect_url (the provider's page).
 */
import { useMutation } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { startResponse } from '@cases/domain/api/payments';
import type { z } from 'zod';
import { apiPost } from '../../../api/client.ts';

export type PaymentStart = Camel<z.infer<typeof startResponse>>;

/** Starts a top-up of `amount` roubles through `paymentDirectionId`. */
export function startPayment(input: {
  paymentDirectionId: string;
  amount: number;
}): Promise<PaymentStart> {
  return apiPost('/v1/payments/transaction/start', { schema: startResponse, body: input });
}

/** Mutation; the caller navigates to `redirectUrl`. */
export function useStartPayment() {
  return useMutation({ mutationFn: startPayment });
}
