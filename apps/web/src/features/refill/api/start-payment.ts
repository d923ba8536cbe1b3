/**
 * POST /v1/payments/transaction/start { payment_direction_id, amount, country, additional_info } →
 * { order_id, redirect_url } (spec 001 §7 Payments). `amount` is in the country's currency; the
 * browser then goes to redirect_url (the provider's page).
 */
import { useMutation } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { startResponse } from '@cases/domain/api/payments';
import type { z } from 'zod';
import { apiPost } from '../../../api/client.ts';

export type PaymentStart = Camel<z.infer<typeof startResponse>>;

export interface StartInput {
  paymentDirectionId: string;
  amount: number;
  country: string;
  additionalInfo: Record<string, string>;
}

/** Starts a top-up. Errors: deposit_limit, self_excluded, payment_start, dataNotFound. */
export function startPayment(input: StartInput): Promise<PaymentStart> {
  return apiPost('/v1/payments/transaction/start', {
    schema: startResponse,
    // The field names inside additional_info are the wire's own (doc_number …): sent as they are.
    body: { ...input, additionalInfo: undefined, additional_info: input.additionalInfo },
  });
}

/** Mutation; the caller navigates to `redirectUrl`. */
export function useStartPayment() {
  return useMutation({ mutationFn: startPayment });
}
