/**
 * POST /v1/event/challenge/prize/{level} (spec 001 §4 Battle pass): claims a reached level's reward
 * once → `{prizeType, balance, coinBalance}`. The caller holds the level as pending while it flies
 * and ignores repeated clicks; afterwards the player (`me`) and the pass are reloaded.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Camel } from '@cases/domain/casing';
import type { challengeClaimResponse } from '@cases/domain/api/event';
import { apiPost } from '../client.ts';
import { meQueryOptions } from './get-me.ts';

export type ClaimResult = Camel<z.infer<typeof challengeClaimResponse>>;

/** Claims the reward of `level`. */
export function claimChallengePrize(level: number): Promise<ClaimResult> {
  return apiPost(`/v1/event/challenge/prize/${level}`, {
    schema: () => import('@cases/domain/api/event').then((m) => m.challengeClaimResponse),
  });
}

/** The claim as a mutation that reloads the player and the pass when it settles. */
export function useClaimChallengePrize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimChallengePrize,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['event'] }),
      ]);
    },
  });
}
