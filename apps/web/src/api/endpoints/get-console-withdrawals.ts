/**
 * GET /v1/admin/withdrawals?view&page (issue 30 "The withdrawal queue"; right withdrawals): stuck (open and
 * overdue), failed (the item back in the inventory) or every open withdrawal, newest first, 50 a page — player,
 * item, value, state, age, attempts.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { withdrawalQueueResponse, type WithdrawalView } from '@cases/domain/api/admin-withdrawals';
import type { z } from 'zod';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsoleWithdrawalsPage = Camel<z.infer<typeof withdrawalQueueResponse>>;
export type ConsoleWithdrawal = ConsoleWithdrawalsPage['rows'][number];

export function getConsoleWithdrawals(
  view: WithdrawalView,
  page: number,
  signal?: AbortSignal,
): Promise<ConsoleWithdrawalsPage> {
  return apiGet('/v1/admin/withdrawals', {
    schema: withdrawalQueueResponse,
    query: { view, page },
    signal,
  });
}

export const consoleWithdrawalsQueryOptions = (view: WithdrawalView, page: number) =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'withdrawals', view, page] as const,
    queryFn: ({ signal }) => getConsoleWithdrawals(view, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useConsoleWithdrawals = (view: WithdrawalView, page: number) =>
  useQuery(consoleWithdrawalsQueryOptions(view, page));
