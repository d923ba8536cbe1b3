/**
 * GET /v1/admin/players/{id}/{list}?page (issue 30 "Players"; right players.read): one of a player's paged
 * lists in the console, each answered by the area that owns its table — inventory (with status), battles,
 * upgrades, contracts, mines, payment orders, withdrawals — newest first, 50 a page. Money in roubles.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import {
  consoleBattlesPage,
  consoleContractsPage,
  consoleInventoryPage,
  consoleMinesPage,
  consoleUpgradesPage,
} from '@cases/domain/api/admin-player-lists';
import { ordersResponse } from '@cases/domain/api/admin-payments';
import { withdrawalQueueResponse } from '@cases/domain/api/admin-withdrawals';
import type { z } from 'zod';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

const LISTS = {
  inventory: consoleInventoryPage,
  battles: consoleBattlesPage,
  upgrades: consoleUpgradesPage,
  contracts: consoleContractsPage,
  mines: consoleMinesPage,
  orders: ordersResponse,
  withdrawals: withdrawalQueueResponse,
} as const;
export type PlayerListName = keyof typeof LISTS;
export type PlayerListPage<L extends PlayerListName> = Camel<z.infer<(typeof LISTS)[L]>>;

export function getConsolePlayerList<L extends PlayerListName>(
  id: string,
  list: L,
  page: number,
  signal?: AbortSignal,
): Promise<PlayerListPage<L>> {
  return apiGet(`/v1/admin/players/${encodeURIComponent(id)}/${list}`, {
    schema: LISTS[list],
    query: { page },
    signal,
  }) as Promise<PlayerListPage<L>>;
}

export const consolePlayerListQueryOptions = <L extends PlayerListName>(
  id: string,
  list: L,
  page: number,
) =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'player-list', id, list, page] as const,
    queryFn: ({ signal }) => getConsolePlayerList(id, list, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useConsolePlayerList<L extends PlayerListName>(id: string, list: L, page: number) {
  return useQuery(consolePlayerListQueryOptions(id, list, page));
}
