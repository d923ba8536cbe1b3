/**
 * POST /v1/admin/promo (issue 30 "Running the shop"; right content): a new instant (sum in roubles), common
 * (percent) or blogger (flex offers) code with its max uses, expiry and deposit rule; 409 promo_exists, 422
 * promo_over_cap (an instant code over PROMO_INSTANT_CAP_RUB in all: issue 44).
 */
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import { adminPromo, type promoCreateBody } from '@cases/domain/api/admin-content';
import { apiPost } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function createConsolePromo(input: Camel<z.input<typeof promoCreateBody>>) {
  return apiPost('/v1/admin/promo', { schema: adminPromo, body: input });
}

/** The call; the console's `promo` queries are read again after it. */
export function useCreateConsolePromo() {
  return useConsoleMutation(createConsolePromo, { root: 'promo' });
}
