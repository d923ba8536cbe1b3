/**
 * PUT /v1/admin/catalog/cases/{id} and POST /v1/admin/catalog/cases (with `slug`) (issue 30 "Catalog and odds";
 * right catalog): the whole case; a changed drop list or price publishes a new revision. Answers the editor's view.
 * Errors: 422 rtp_out_of_bounds (a paid case outside the bounds), 422 free_case_value_out_of_bounds (a daily or level
 * case giving more per opening than its cap), 422 offer_value_out_of_bounds, 422
 * pass_value_out_of_bounds (a season's battle pass over its bound), 400 invalidItem, 409 slug_taken, 404
 * caseNotFound, 403 console_forbidden. A free or coin case over a value cap answers 202 `{ approval }`: the save
 * waits for a second approval (issue 44; isPendingApproval).
 */
import type { Camel } from '@cases/domain/casing';
import { z } from 'zod';
import { approvalPendingResponse } from '@cases/domain/api/admin-approvals';
import { adminCaseDetail, type CaseSave } from '@cases/domain/api/admin-catalog';
import { apiPost, apiPut } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';
import type { ConsoleCase } from './get-console-catalog-case.ts';
import type { ConsolePendingSave } from './get-console-approvals.ts';

export type CaseDraft = Camel<CaseSave>;

/** Saves case `id`, or creates case `slug` when `id` is empty. */
export function saveCase(
  id: string,
  draft: CaseDraft,
  slug = '',
): Promise<ConsoleCase | ConsolePendingSave> {
  const schema = z.union([adminCaseDetail, approvalPendingResponse]);
  return id === ''
    ? apiPost('/v1/admin/catalog/cases', { schema, body: { ...draft, slug } })
    : apiPut(`/v1/admin/catalog/cases/${encodeURIComponent(id)}`, {
        schema,
        body: draft,
      });
}

/** Mutation: the catalog's console queries reload after a save. */
export function useSaveCase(id: string) {
  return useConsoleMutation(
    ({ draft, slug }: { draft: CaseDraft; slug?: string }) => saveCase(id, draft, slug),
    { root: 'catalog' },
  );
}
