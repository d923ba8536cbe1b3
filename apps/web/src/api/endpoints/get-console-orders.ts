/**
 * GET /v1/admin/orders?status&user_id&page (issue 30 "payment orders"; right withdrawals): payment orders,
 * newest first, 50 a page, filtered by status and player. Money in roubles.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { ordersResponse } from '@cases/domain/api/admin-payments';
import type { z } from 'zod';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsoleOrdersPage = Camel<z.infer<typeof ordersResponse>>;
export type ConsoleOrder = ConsoleOrdersPage['rows'][number];
export interface OrdersFilter {
  status: '' | 'pending' | 'success' | 'fail';
  userId: string;
  page: number;
}

export function getConsoleOrders(
  f: OrdersFilter,
  signal?: AbortSignal,
): Promise<ConsoleOrdersPage> {
  return apiGet('/v1/admin/orders', {
    schema: ordersResponse,
    query: {
      page: f.page,
      ...(f.status ? { status: f.status } : {}),
      ...(f.userId ? { user_id: f.userId } : {}),
    },
    signal,
  });
}

export const consoleOrdersQueryOptions = (f: OrdersFilter) =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'orders', f.status, f.userId, f.page] as const,
    queryFn: ({ signal }) => getConsoleOrders(f, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useConsoleOrders = (f: OrdersFilter) => useQuery(consoleOrdersQueryOptions(f));
