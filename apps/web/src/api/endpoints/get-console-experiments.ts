/**
 * GET /v1/admin/experiments (spec 000 §7 experiment service; right site.write; docs/console.md "Settings"): each
 * experiment, whether it runs, each variant's share and how its visitors converted to top-ups.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminExperimentsResponse } from '@cases/domain/api/experiments';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export const consoleExperimentsQuery = queryOptions({
  queryKey: [CONSOLE_QUERY_ROOT, 'experiments'] as const,
  queryFn: ({ signal }) =>
    apiGet('/v1/admin/experiments', { schema: adminExperimentsResponse, signal }),
  retry: false,
});

export function useConsoleExperiments() {
  return useQuery(consoleExperimentsQuery);
}
