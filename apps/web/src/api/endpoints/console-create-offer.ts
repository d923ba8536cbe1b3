/**
 * POST /v1/admin/offers (issue 30; right catalog): a new shop offer (prices in roubles); 409 slug_taken. A gift over
 * a value cap answers 202 `{ approval }`: the offer waits for a second approval (issue 44; isPendingApproval).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { z } from 'zod';
import { approvalPendingResponse } from '@cases/domain/api/admin-approvals';
import { adminOffer, type offerCreateBody } from '@cases/domain/api/admin-offers';
import { apiPost } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export function createConsoleOffer(input: Camel<z.input<typeof offerCreateBody>>) {
  return apiPost('/v1/admin/offers', {
    schema: z.union([adminOffer, approvalPendingResponse]),
    body: input,
  });
}

/** The call; the console's `offers` queries are read again after it. */
export function useCreateConsoleOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConsoleOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT, 'offers'] }),
  });
}
