/**
 * POST /v1/admin/auth/totp {code} (issue 30 "Access"): the 6-digit authenticator code after the password
 * step; the answer is the signed-in staff member (as GET /v1/admin/me), written into its query. Errors:
 * 400 totp_invalid; 404 when the pending step is gone (expired, or ended by the fifth wrong code).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleMeResponse } from '@cases/domain/api/admin';
import { apiPost } from '../client.ts';
import { consoleMeQueryOptions, type ConsoleMe } from './get-console-me.ts';

/** Confirms the code of the pending sign-in. */
export function consoleConfirmCode(code: string): Promise<ConsoleMe> {
  return apiPost('/v1/admin/auth/totp', { schema: consoleMeResponse, body: { code } });
}

/** Mutation: on success the console is signed in (the me query holds the answer). */
export function useConsoleConfirmCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: consoleConfirmCode,
    onSuccess: (me) => queryClient.setQueryData(consoleMeQueryOptions().queryKey, me),
  });
}
