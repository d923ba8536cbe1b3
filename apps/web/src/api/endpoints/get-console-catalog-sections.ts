/**
 * GET /v1/admin/catalog/sections (issue 30 "Catalog and odds"; right catalog): the shop's sections in order with
 * their titles, gradient and number of cases.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { adminSectionsResponse } from '@cases/domain/api/admin-catalog';
import type { z } from 'zod';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsoleSection = Camel<z.infer<typeof adminSectionsResponse>>['sections'][number];

export const consoleSectionsQueryOptions = () =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'catalog', 'sections'] as const,
    queryFn: async ({ signal }) =>
      (await apiGet('/v1/admin/catalog/sections', { schema: adminSectionsResponse, signal }))
        .sections,
    retry: false,
  });

export const useConsoleSections = () => useQuery(consoleSectionsQueryOptions());
