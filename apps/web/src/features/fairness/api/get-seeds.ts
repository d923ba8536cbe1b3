/**
 * GET /v1/provably-fair/seeds (bearer) → { server_seed_hash, client_seed, nonce }: the active pair,
 * server seed hidden behind its SHA-256 (ARCHITECTURE fairness).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { seedsResponse } from '@cases/domain/api/fairness';
import type { SeedsResponse } from '@cases/domain/api/fairness';
import { apiGet } from '../../../api/client.ts';
import { useSignedIn } from '../../../api/token.ts';

export type Seeds = Camel<SeedsResponse>;

/** The player's current seeds. */
export function getSeeds(signal?: AbortSignal): Promise<Seeds> {
  return apiGet('/v1/provably-fair/seeds', { schema: seedsResponse, signal });
}

export const seedsQueryOptions = () =>
  queryOptions({
    queryKey: ['fairness', 'seeds'] as const,
    queryFn: ({ signal }) => getSeeds(signal),
  });

/** Current seeds; idle for visitors. */
export function useSeeds() {
  return useQuery({ ...seedsQueryOptions(), enabled: useSignedIn() });
}
