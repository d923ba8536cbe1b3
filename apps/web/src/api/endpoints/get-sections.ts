/**
 * GET /v2/case/sections/with-cases?main=1 — the front-page sections with their case cards
 * (spec 000 §3 Case section, §7 Cases and main page). Public; also feeds the fairness case select.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { Section, CaseCard } from '@cases/domain/api/cases';
import { apiGet } from '../client.ts';

export type SectionData = Camel<Section>;
export type CaseCardData = Camel<CaseCard>;

/** Fetches the main-page sections with cases. */
export function getSections(signal?: AbortSignal): Promise<SectionData[]> {
  return apiGet('/v2/case/sections/with-cases', {
    schema: () => import('@cases/domain/api/cases').then((m) => m.sectionsResponse),
    query: { main: 1 },
    signal,
  }).then((r) => r.sections);
}

export const sectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['sections', 'main'] as const,
    queryFn: ({ signal }) => getSections(signal),
    staleTime: 60_000,
  });

/** The main-page sections. */
export function useSections() {
  return useQuery(sectionsQueryOptions());
}
