/**
 * GET /v1/admin/site/tech-work (issue 30 "Tech work"; right site.write): whether the shop is in tech work
 * and the message its tech-work page shows, in Russian and English.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { techWorkState, type TechWorkState as WireTechWork } from '@cases/domain/api/admin';
import type { Camel } from '@cases/domain/casing';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type TechWork = Camel<WireTechWork>;

export function getTechWork(signal?: AbortSignal): Promise<TechWork> {
  return apiGet('/v1/admin/site/tech-work', { schema: techWorkState, signal });
}

export const techWorkQueryOptions = () =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'tech-work'] as const,
    queryFn: ({ signal }) => getTechWork(signal),
    retry: false,
  });

export function useTechWork() {
  return useQuery(techWorkQueryOptions());
}
