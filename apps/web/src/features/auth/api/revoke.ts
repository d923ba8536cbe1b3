/**
 * POST /v1/auth/revoke (the session cookie) → { success: true }. Logout revokes the token, the answer clears the cookie,
 * then reloads the app (spec 000 §4); a failed revoke still signs out locally.
 */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';
import { signedOut } from '../../../api/token.ts';

/** Revokes the current token on the server. */
export async function revoke(): Promise<void> {
  await apiPost('/v1/auth/revoke', {
    schema: () => import('@cases/domain/api/auth').then((m) => m.okResponse),
  });
}

/** Logout mutation; always ends signed out on the home page. */
export function useLogout(homePath: string) {
  return useMutation({
    mutationFn: () => revoke().catch(() => undefined),
    onSettled: () => {
      signedOut();
      window.location.assign(homePath);
    },
  });
}
