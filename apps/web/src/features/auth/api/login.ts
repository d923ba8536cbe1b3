/**
 * POST /v1/auth/login { login, password } → { access_token } (spec 000 §7 Auth and session).
 * On success the answer has set the HttpOnly session cookie (issue 45), the player and levels load, and a success
 * toast shows (spec 000 §4).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../../api/client.ts';
import { completeSignIn } from '../lib/complete-sign-in.ts';

export interface Credentials {
  login: string;
  password: string;
}

/** Exchanges a login and password for an access token; 401 `authentication` when they do not match. */
export async function login(credentials: Credentials): Promise<string> {
  const res = await apiPost('/v1/auth/login', {
    schema: () => import('@cases/domain/api/auth').then((m) => m.loginResponse),
    body: credentials,
  });
  return res.accessToken;
}

/** Login mutation: signs the page in and refreshes everything user-specific. */
export function useLogin() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: login,
    onSuccess: () => completeSignIn(queryClient, t('auth.loginSuccess')),
  });
}
