/**
 * GET /v1/admin/players/{id}/ledger?page (issue 30 "Players"; right players.read): the player's ledger,
 * newest first, 50 rows a page — each a signed amount (₽ for RUB, whole coins for COIN), the balance
 * after it, the reason and its reference.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { ledgerPageResponse } from '@cases/domain/api/admin';
import type { z } from 'zod';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsoleLedgerPage = Camel<z.infer<typeof ledgerPageResponse>>;

/** Ledger rows per page (the server's). */
export const LEDGER_PAGE_SIZE = 50;

export function getConsoleLedger(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<ConsoleLedgerPage> {
  return apiGet(`/v1/admin/players/${encodeURIComponent(id)}/ledger`, {
    schema: ledgerPageResponse,
    query: { page },
    signal,
  });
}

export const consoleLedgerQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'ledger', id, page] as const,
    queryFn: ({ signal }) => getConsoleLedger(id, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useConsoleLedger(id: string, page: number) {
  return useQuery(consoleLedgerQueryOptions(id, page));
}
