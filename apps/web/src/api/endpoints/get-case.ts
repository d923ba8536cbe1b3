/**
 * GET /v1/cases/{slug} — a case card with its published item list, weights and chances
 * (spec 000 §3 Case; ARCHITECTURE "Published odds"). Used by the open page and the fairness check.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { caseDetailResponse } from '@cases/domain/api/cases';
import type { CaseDetail } from '@cases/domain/api/cases';
import { apiGet } from '../client.ts';

export type CaseDetailData = Camel<CaseDetail>;
export type CaseItemData = CaseDetailData['items'][number];

/** Fetches one case by slug; rejects with ApiError `caseNotFound` (404) for an unknown slug. */
export function getCase(slug: string, signal?: AbortSignal): Promise<CaseDetailData> {
  return apiGet(`/v1/cases/${encodeURIComponent(slug)}`, { schema: caseDetailResponse, signal });
}

export const caseQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['case', slug] as const,
    queryFn: ({ signal }) => getCase(slug, signal),
    staleTime: 30_000,
  });

/** The case with the given slug; idle for an empty slug. */
export function useCase(slug: string) {
  return useQuery({ ...caseQueryOptions(slug), enabled: slug !== '' });
}
