/**
 * GET /battles-api/battle?ulid=&key= (spec 001 §7; issue 10) → the battle with the rounds already due,
 * its drop lists, and (once finished) its seed, winners and winnings. A private battle needs its key
 * unless the player has a seat (else 404).
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { battleResponse, battleUlid } from '@cases/domain/api/battles';
import { isApiError } from '../../../api/api-error.ts';
import { apiGet } from '../../../api/client.ts';
import { BATTLES_BASE } from './base.ts';
import type { Battle } from './get-battles.ts';

/** Fetches one battle. */
export function getBattle(ulid: string, key: string | null, signal?: AbortSignal) {
  return apiGet(`${BATTLES_BASE}/battle`, {
    schema: battleResponse,
    query: { ulid, key: key ?? undefined },
    signal,
  }).then((r) => r.battle);
}

export const battleQueryOptions = (ulid: string, key: string | null) =>
  queryOptions({
    queryKey: ['battles', 'one', ulid, key] as const,
    queryFn: ({ signal }) => getBattle(ulid, key, signal),
    staleTime: Infinity,
    // A 4xx (unknown or private battle) will not change by asking again.
    retry: (n, e) => n < 2 && !(isApiError(e) && e.status >= 400 && e.status < 500),
  });

/** One battle, merged with its live updates; nothing is asked for an id that is not a ULID. */
export function useBattle(ulid: string, key: string | null) {
  return useQuery({
    ...battleQueryOptions(ulid, key),
    enabled: battleUlid.safeParse(ulid).success,
  });
}

/**
 * Merges a live update into the cached battle: its state replaces the old, its rounds join the rounds
 * already known (by number), the drop lists stay. Returns false when rounds are missing afterwards
 * (an update was missed), so the caller refetches.
 */
export function mergeBattle(
  qc: QueryClient,
  ulid: string,
  key: string | null,
  next: Battle,
): boolean {
  let complete = true;
  qc.setQueryData(battleQueryOptions(ulid, key).queryKey, (old) => {
    if (!old) return old;
    const rounds = new Map(old.rounds.map((r) => [r.round, r]));
    for (const r of next.rounds) rounds.set(r.round, r);
    const merged = [...rounds.values()].sort((a, b) => a.round - b.round);
    complete = merged.length >= next.revealedRounds;
    return { ...next, rounds: merged, dropLists: old.dropLists, key: old.key ?? next.key };
  });
  return complete;
}
