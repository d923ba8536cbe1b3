/**
 * GET /v1/cases/{slug}/revisions/{revision} (issue 30 "Catalog and odds, provably"; public): a published revision's
 * drop list with weights and chances, which the verifier uses for a drop rolled on it. 404 caseNotFound.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { caseRevisionResponse, type CaseRevision } from '@cases/domain/api/admin-catalog';
import { apiGet } from '../client.ts';

export type CaseRevisionView = Camel<CaseRevision>;

export const caseRevisionQueryOptions = (slug: string, revision: number) =>
  queryOptions({
    queryKey: ['case-revision', slug, revision] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v1/cases/${encodeURIComponent(slug)}/revisions/${revision}`, {
        schema: caseRevisionResponse,
        signal,
      }),
    // A revision never changes.
    staleTime: Infinity,
  });

/** Revision `revision` of case `slug`; idle without both. */
export const useCaseRevision = (slug: string, revision: number | null) =>
  useQuery({
    ...caseRevisionQueryOptions(slug, revision ?? 0),
    enabled: slug !== '' && revision !== null && revision > 0,
  });
