/**
 * GET /v1/admin/orders/{id} (issue 30 "payment orders with their notifications"; right withdrawals): one
 * order and every provider notice about it (callback, the reconciliation job, the console) with what it did.
 * 404 order_not_found.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { orderResponse } from '@cases/domain/api/admin-payments';
import type { z } from 'zod';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsoleOrderPage = Camel<z.infer<typeof orderResponse>>;

export function getConsoleOrder(id: string, signal?: AbortSignal): Promise<ConsoleOrderPage> {
  return apiGet(`/v1/admin/orders/${encodeURIComponent(id)}`, { schema: orderResponse, signal });
}

export const consoleOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'order', id] as const,
    queryFn: ({ signal }) => getConsoleOrder(id, signal),
    retry: false,
  });

export const useConsoleOrder = (id: string) => useQuery(consoleOrderQueryOptions(id));
