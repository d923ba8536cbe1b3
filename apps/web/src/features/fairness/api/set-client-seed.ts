/**
 * POST /v1/provably-fair/seeds/client { client_seed } (bearer) → { previous, current }: a new client
 * seed rotates the pair (the old server seed is revealed). Client seeds match CLIENT_SEED_PATTERN.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rotateResponse } from '@cases/domain/api/fairness';
import { apiPost } from '../../../api/client.ts';
import { applyRotation } from './rotate-seed.ts';
import type { Rotation } from './rotate-seed.ts';

/** Sets the player's client seed. */
export function setClientSeed(clientSeed: string): Promise<Rotation> {
  return apiPost('/v1/provably-fair/seeds/client', {
    schema: rotateResponse,
    body: { clientSeed },
  });
}

/** Mutation; updates the current pair and the history (applyRotation). */
export function useSetClientSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClientSeed,
    onSuccess: (res) => applyRotation(queryClient, res),
  });
}
