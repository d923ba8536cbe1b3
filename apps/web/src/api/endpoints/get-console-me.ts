/**
 * GET /v1/admin/me (issue 30; docs/console.md): who is signed in to the operator console — nickname,
 * role, rights and when the 12 h console session ends. Without a console session the server answers
 * 404 dataNotFound (the console does not reveal itself); that is `null` here, the sign-in's cue.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { consoleMeResponse, type ConsoleMe as WireConsoleMe } from '@cases/domain/api/admin';
import { isApiError } from '../api-error.ts';
import { apiGet } from '../client.ts';

export type ConsoleMe = Camel<WireConsoleMe>;

/** The staff member of this browser's console session, or null when there is none. */
export async function getConsoleMe(signal?: AbortSignal): Promise<ConsoleMe | null> {
  try {
    return await apiGet('/v1/admin/me', { schema: consoleMeResponse, signal });
  } catch (e) {
    if (isApiError(e) && e.status === 404) return null;
    throw e;
  }
}

/** Every console query lives under this root, so signing out drops them all. */
export const CONSOLE_QUERY_ROOT = 'console';

export const consoleMeQueryOptions = () =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'me'] as const,
    queryFn: ({ signal }) => getConsoleMe(signal),
    staleTime: 60_000,
    retry: false,
  });

/** The console's staff member: `data` null when signed out, undefined while loading. */
export function useConsoleMe() {
  return useQuery(consoleMeQueryOptions());
}

/** Forgets every console answer and marks the console signed out (after a sign-out or a lost session). */
export function forgetConsole(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (q) => q.queryKey[0] === CONSOLE_QUERY_ROOT && q.queryKey[1] !== 'me',
  });
  queryClient.setQueryData(consoleMeQueryOptions().queryKey, null);
}
