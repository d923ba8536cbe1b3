/**
 * POST /v1/provably-fair/seeds/rotate (bearer) → { previous (revealed), current }: reveals the
 * active server seed and starts a new pair at nonce 0.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { rotateResponse } from '@cases/domain/api/fairness';
import type { RotateResponse } from '@cases/domain/api/fairness';
import { apiPost } from '../../../api/client.ts';
import { seedsQueryOptions } from './get-seeds.ts';

export type Rotation = Camel<RotateResponse>;

/** Rotates the player's seed pair. */
export function rotateSeed(): Promise<Rotation> {
  return apiPost('/v1/provably-fair/seeds/rotate', { schema: rotateResponse });
}

/** Writes the new current pair of a rotation into the cache and refreshes the history. */
export function applyRotation(queryClient: QueryClient, res: Rotation): void {
  queryClient.setQueryData(seedsQueryOptions().queryKey, res.current);
  void queryClient.invalidateQueries({ queryKey: ['fairness', 'history'] });
}

/** Mutation; the answer applied with applyRotation. */
export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSeed,
    onSuccess: (res) => applyRotation(queryClient, res),
  });
}
