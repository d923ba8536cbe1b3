/**
 * GET /v1/admin/catalog/cases (issue 30 "Catalog and odds"; right catalog): every case with its current revision,
 * expected value (₽), RTP (null for free and coin cases) and the RTP bounds a paid case must keep.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { adminCasesResponse } from '@cases/domain/api/admin-catalog';
import type { z } from 'zod';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsoleCases = Camel<z.infer<typeof adminCasesResponse>>;
export type ConsoleCaseRow = ConsoleCases['cases'][number];

export const consoleCasesQueryOptions = () =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'catalog', 'cases'] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/admin/catalog/cases', { schema: adminCasesResponse, signal }),
    retry: false,
  });

export const useConsoleCases = () => useQuery(consoleCasesQueryOptions());
