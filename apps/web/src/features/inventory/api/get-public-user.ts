/**
 * GET /v1/users/{id} — another player's public profile: nickname, avatar, level, cases opened
 * (spec 000 §2 "/profile/:id", §3 User).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { publicUserResponse } from '@cases/domain/api/users';
import type { z } from 'zod';
import { apiGet } from '../../../api/client.ts';

export type PublicUser = Camel<z.infer<typeof publicUserResponse>>;

/** Fetches a public profile. */
export function getPublicUser(id: string, signal?: AbortSignal): Promise<PublicUser> {
  return apiGet(`/v1/users/${encodeURIComponent(id)}`, { schema: publicUserResponse, signal });
}

export const publicUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['publicUser', id] as const,
    queryFn: ({ signal }) => getPublicUser(id, signal),
    staleTime: 60_000,
  });

/** The public profile of `id`; idle while `enabled` is false. */
export function usePublicUser(id: string, enabled: boolean) {
  return useQuery({ ...publicUserQueryOptions(id), enabled });
}
