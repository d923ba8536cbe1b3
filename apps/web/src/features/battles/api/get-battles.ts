/**
 * GET /battles-api/battles (spec 001 §7; issue 10) → { battles, hasNext }: public battles by status
 * (default created and started), or the player's own private ones; sort date|price, direction 0|1.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { battlesListResponse, type BattleViewWire } from '@cases/domain/api/battles';
import type { BattleStatus } from '@cases/domain/battles/rules';
import { apiGet } from '../../../api/client.ts';
import { BATTLES_BASE } from './base.ts';

export type Battle = Camel<BattleViewWire>;

export interface BattlesFilter {
  statuses: BattleStatus[];
  sort: 'date' | 'price';
  direction: 0 | 1;
  private: boolean;
  page: number;
}

/** Fetches one page of battles. */
export function getBattles(f: BattlesFilter, signal?: AbortSignal) {
  const qs = new URLSearchParams();
  for (const s of f.statuses) qs.append('statuses[]', s);
  qs.set('sort', f.sort);
  qs.set('direction', String(f.direction));
  qs.set('page', String(f.page));
  if (f.private) qs.set('private', '1');
  return apiGet(`${BATTLES_BASE}/battles?${qs.toString()}`, {
    schema: battlesListResponse,
    signal,
  });
}

export const battlesQueryOptions = (f: BattlesFilter) =>
  queryOptions({
    queryKey: ['battles', 'list', f] as const,
    queryFn: ({ signal }) => getBattles(f, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** A page of battles, kept fresh by the live list room (use-battles-live.ts). */
export function useBattles(f: BattlesFilter) {
  return useQuery(battlesQueryOptions(f));
}
