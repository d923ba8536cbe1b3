/**
 * GET /v1/admin/catalog/cases/{id} (issue 30 "Catalog and odds"; right catalog): the case editor's view — every
 * field, the drop list with each item's price (₽), the revisions with their RTP, the RTP bounds. 404 caseNotFound.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { adminCaseDetail, type AdminCaseDetail } from '@cases/domain/api/admin-catalog';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsoleCase = Camel<AdminCaseDetail>;

export const consoleCaseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'catalog', 'case', id] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v1/admin/catalog/cases/${encodeURIComponent(id)}`, {
        schema: adminCaseDetail,
        signal,
      }),
    retry: false,
  });

/** The case `id`; idle for a new case (`id` empty). */
export const useConsoleCase = (id: string) =>
  useQuery({ ...consoleCaseQueryOptions(id), enabled: id !== '' });
