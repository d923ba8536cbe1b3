/**
 * GET /v1/page/faq — FAQ categories with their questions in the interface language
 * (spec 000 §2 /faq, §7). The language is part of the key: the answer differs per X-Client-Language.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { faqResponse } from '@cases/domain/api/platform';
import type { FaqResponse } from '@cases/domain/api/platform';
import { apiGet } from '../../../api/client.ts';

export type Faq = Camel<FaqResponse>;

/** Fetches the FAQ. */
export function getFaq(signal?: AbortSignal): Promise<Faq> {
  return apiGet('/v1/page/faq', { schema: faqResponse, signal });
}

export const faqQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['faq', language] as const,
    queryFn: ({ signal }) => getFaq(signal),
    staleTime: 10 * 60_000,
  });

/** The FAQ in `language`. */
export function useFaq(language: string) {
  return useQuery(faqQueryOptions(language));
}
