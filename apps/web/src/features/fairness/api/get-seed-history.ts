/**
 * GET /v1/provably-fair/seeds/history (bearer) → { seeds: [{ server_seed, server_seed_hash,
 * client_seed, nonce, revealed_at }] }: revealed pairs, newest first.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { seedHistoryResponse } from '@cases/domain/api/fairness';
import type { z } from 'zod';
import { apiGet } from '../../../api/client.ts';
import { useSignedIn } from '../../../api/token.ts';

export type RevealedSeed = Camel<z.infer<typeof seedHistoryResponse>>['seeds'][number];

/** The player's revealed seed pairs. */
export function getSeedHistory(signal?: AbortSignal): Promise<RevealedSeed[]> {
  return apiGet('/v1/provably-fair/seeds/history', { schema: seedHistoryResponse, signal }).then(
    (r) => r.seeds,
  );
}

export const seedHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['fairness', 'history'] as const,
    queryFn: ({ signal }) => getSeedHistory(signal),
  });

/** Revealed seeds; idle for visitors. */
export function useSeedHistory() {
  return useQuery({ ...seedHistoryQueryOptions(), enabled: useSignedIn() });
}
