/**
 * GET /v1/inventory/get/replacements?id= → { items } (spec 001 §7 Inventory "replacement
 * parameters"): catalog items the inventory item `id` may be swapped for, cheapest first.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { replacementsResponse } from '@cases/domain/api/inventory';
import type { ReplacementsResponse } from '@cases/domain/api/inventory';
import { apiGet } from '../../../api/client.ts';

export type Replacement = Camel<ReplacementsResponse>['items'][number];

/** The replacement offers of one inventory item. */
export async function getReplacements(id: string, signal?: AbortSignal): Promise<Replacement[]> {
  const res = await apiGet('/v1/inventory/get/replacements', {
    schema: replacementsResponse,
    query: { id },
    signal,
  });
  return res.items;
}

export const replacementsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['inventory', 'replacements', id] as const,
    queryFn: ({ signal }) => getReplacements(id, signal),
    staleTime: 30_000,
  });

/** The offers of `id` (asked only while the replacement dialog shows them). */
export function useReplacements(id: string) {
  return useQuery(replacementsQueryOptions(id));
}
