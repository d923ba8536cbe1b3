/**
 * PUT /v1/admin/seo/{key} (issue 30; right content): a page's title and description in Russian and English;
 * the built-in texts again drop the change.
 */
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import { adminSeoPage, type seoTexts } from '@cases/domain/api/admin-content';
import { apiPut } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function saveConsoleSeo(input: { key: string; body: Camel<z.input<typeof seoTexts>> }) {
  return apiPut(`/v1/admin/seo/${encodeURIComponent(input.key)}`, {
    schema: adminSeoPage,
    body: input.body,
  });
}

/** The call; the console's `seo` queries are read again after it. */
export function useSaveConsoleSeo() {
  return useConsoleMutation(saveConsoleSeo, { root: 'seo' });
}
