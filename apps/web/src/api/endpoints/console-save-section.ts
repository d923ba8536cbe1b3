/**
 * POST /v1/admin/catalog/sections (with `id`) and PUT /v1/admin/catalog/sections/{id} (issue 30 "Catalog and odds";
 * right catalog): a section's titles (ru, en), position and the two colours of its gradient. 409 slug_taken, 400.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { adminSection, type sectionSaveBody } from '@cases/domain/api/admin-catalog';
import type { z } from 'zod';
import { apiPost, apiPut } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type SectionDraft = Camel<z.infer<typeof sectionSaveBody>>;

/** Mutation: saves section `id` (`create` makes it); the catalog's console queries reload. */
export function useSaveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft, create }: { id: string; draft: SectionDraft; create: boolean }) =>
      create
        ? apiPost('/v1/admin/catalog/sections', { schema: adminSection, body: { ...draft, id } })
        : apiPut(`/v1/admin/catalog/sections/${encodeURIComponent(id)}`, {
            schema: adminSection,
            body: draft,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT, 'catalog'] }),
  });
}
