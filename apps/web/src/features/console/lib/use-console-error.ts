/**
 * Failures of console calls: a translated error toast (errors.* of packages/i18n: console_forbidden,
 * totp_invalid, …); a 404 `dataNotFound` means the console session is gone (expired, revoked), so the
 * console falls back to its sign-in.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { forgetConsole } from '../../../api/endpoints/get-console-me.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';

/** True for the answer every console call gives without a console session. */
export const isSessionGone = (e: unknown): boolean =>
  isApiError(e) && e.status === 404 && e.code === 'dataNotFound';

/** Shows `error` as a toast; signs the console out when the session is gone. */
export function useConsoleError(): (error: unknown) => void {
  const toast = useErrorToast();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (isSessionGone(error)) forgetConsole(queryClient);
      else toast(error);
    },
    [toast, queryClient],
  );
}
