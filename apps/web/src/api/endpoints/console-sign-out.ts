/**
 * POST /v1/admin/auth/logout (issue 30): ends the console session (the player's shop session, if any,
 * stays) and forgets every console answer.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@cases/domain/api/auth';
import { apiPost } from '../client.ts';
import { forgetConsole } from './get-console-me.ts';

export function consoleSignOut(): Promise<unknown> {
  return apiPost('/v1/admin/auth/logout', { schema: okResponse });
}

/** Mutation: signed out of the console, whatever the server answered. */
export function useConsoleSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: consoleSignOut,
    onSettled: () => forgetConsole(queryClient),
  });
}
