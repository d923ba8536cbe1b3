/**
 * GET /v1/users/{id}/levels — the player's level, used to lock cases above it (spec 000 §3 User levels, §4).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { LevelsResponse } from '@cases/domain/api/users';
import { apiGet } from '../client.ts';

export type Levels = Camel<LevelsResponse>;

/** Fetches the level progress of a user. */
export function getLevels(userId: string, signal?: AbortSignal): Promise<Levels> {
  return apiGet(`/v1/users/${encodeURIComponent(userId)}/levels`, {
    schema: () => import('@cases/domain/api/users').then((m) => m.levelsResponse),
    signal,
  });
}

export const levelsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['levels', userId] as const,
    queryFn: ({ signal }) => getLevels(userId, signal),
    staleTime: 60_000,
  });

/** Level of the given user; idle while `userId` is undefined. */
export function useLevels(userId: string | undefined) {
  return useQuery({ ...levelsQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
