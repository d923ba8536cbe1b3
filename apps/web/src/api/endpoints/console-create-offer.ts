/**
 * POST /v1/admin/offers (issue 30; right catalog): a new shop offer (prices in roubles); 409 slug_taken. A gift over
 * a value cap answers 202 `{ approval }`: the offer waits for a second approval (issue 44; isPendingApproval).
 */
import type { Camel } from '@cases/domain/casing';
import { z } from 'zod';
import { approvalPendingResponse } from '@cases/domain/api/admin-approvals';
import { adminOffer, type offerCreateBody } from '@cases/domain/api/admin-offers';
import { apiPost } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function createConsoleOffer(input: Camel<z.input<typeof offerCreateBody>>) {
  return apiPost('/v1/admin/offers', {
    schema: z.union([adminOffer, approvalPendingResponse]),
    body: input,
  });
}

/** The call; the console's `offers` queries are read again after it. */
export function useCreateConsoleOffer() {
  return useConsoleMutation(createConsoleOffer, { root: 'offers' });
}
