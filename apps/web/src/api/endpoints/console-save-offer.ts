/**
 * PUT /v1/admin/offers/{id} (issue 30; right catalog): an offer's texts, prices, cases, bonus, label, limits,
 * stock (never below sold: 409 offer_stock_below_sold), order, active and end. A gift over a value cap answers
 * 202 `{ approval }`: the save waits for a second approval (issue 44; isPendingApproval).
 */
import type { Camel } from '@cases/domain/casing';
import { z } from 'zod';
import { approvalPendingResponse } from '@cases/domain/api/admin-approvals';
import { adminOffer, type offerSaveBody } from '@cases/domain/api/admin-offers';
import { apiPut } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function saveConsoleOffer(input: {
  id: string;
  body: Camel<z.input<typeof offerSaveBody>>;
}) {
  return apiPut(`/v1/admin/offers/${encodeURIComponent(input.id)}`, {
    schema: z.union([adminOffer, approvalPendingResponse]),
    body: input.body,
  });
}

/** The call; the console's `offers` queries are read again after it. */
export function useSaveConsoleOffer() {
  return useConsoleMutation(saveConsoleOffer, { root: 'offers' });
}
