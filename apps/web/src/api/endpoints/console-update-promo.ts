/**
 * PUT /v1/admin/promo/{code} (issue 30; right content): a code's max uses, expiry and deposit rule.
 */
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import { adminPromo, type promoUpdateBody } from '@cases/domain/api/admin-content';
import { apiPut } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function updateConsolePromo(input: {
  code: string;
  body: Camel<z.input<typeof promoUpdateBody>>;
}) {
  return apiPut(`/v1/admin/promo/${encodeURIComponent(input.code)}`, {
    schema: adminPromo,
    body: input.body,
  });
}

/** The call; the console's `promo` queries are read again after it. */
export function useUpdateConsolePromo() {
  return useConsoleMutation(updateConsolePromo, { root: 'promo' });
}
