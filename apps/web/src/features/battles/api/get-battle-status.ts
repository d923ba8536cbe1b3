/**
 * GET /battles-api/status (spec 001 §3 User battle status, §2 notification count) → the player's active
 * battle, whether they are in one, and how many of their private battles are created or started.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { battleStatusResponse } from '@cases/domain/api/battles';
import { apiGet } from '../../../api/client.ts';
import { useSignedIn } from '../../../api/token.ts';
import { BATTLES_BASE } from './base.ts';

export const battleStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['battles', 'status'] as const,
    queryFn: ({ signal }) =>
      apiGet(`${BATTLES_BASE}/status`, { schema: battleStatusResponse, signal }),
    staleTime: 15_000,
  });

/** The signed-in player's battle status (never fetched for a visitor). */
export function useBattleStatus() {
  const signedIn = useSignedIn();
  return useQuery({ ...battleStatusQueryOptions(), enabled: signedIn });
}

/** Spec 001 §2: a red 1 while in a battle, else the number of own private battles under way. */
export function notificationCount(s: { inBattle: boolean; privateCount: number } | undefined) {
  if (!s) return 0;
  return s.inBattle ? 1 : s.privateCount;
}
