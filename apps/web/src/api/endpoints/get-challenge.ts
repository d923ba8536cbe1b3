/**
 * GET /v1/challenge (spec 001 §3 Battle pass, §7): the season's pass — levels 1–50 with their rewards
 * and tasks, the coins earned in the season (`currentCoins`), the icons and the progress gradient.
 * Public: a visitor gets 0 coins. A failure leaves the page without a pass (spec 001 §8, swallowed).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { Challenge, ChallengeLevel, ChallengeTask } from '@cases/domain/api/event';
import { apiGet } from '../client.ts';
import { useSignedIn } from '../token.ts';

export type ChallengeData = Camel<Challenge>;
export type LevelData = Camel<ChallengeLevel>;
export type TaskData = Camel<ChallengeTask>;

export const challengeQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['event', 'challenge', signedIn] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/challenge', {
        schema: () => import('@cases/domain/api/event').then((m) => m.challengeResponse),
        signal,
      }),
    staleTime: 15_000,
  });

/** The battle pass of the viewer (0 coins for a visitor). */
export function useChallenge() {
  return useQuery(challengeQueryOptions(useSignedIn()));
}
