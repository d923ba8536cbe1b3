/**
 * PUT /v1/admin/faq (issue 30 "Running the shop"; right content): the whole FAQ in Russian and English
 * (stable category and question ids); the shop answers it within seconds.
 */
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import { adminFaqResponse, type adminFaq } from '@cases/domain/api/admin-content';
import { apiPut } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function saveConsoleFaq(input: Camel<z.input<typeof adminFaq>>) {
  return apiPut('/v1/admin/faq', { schema: adminFaqResponse, body: input });
}

/** The call; the console's `faq` queries are read again after it. */
export function useSaveConsoleFaq() {
  return useConsoleMutation(saveConsoleFaq, { root: 'faq' });
}
