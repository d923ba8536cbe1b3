/**
 * Finishes a provider sign-in when the browser comes back (spec 000 §4 "Login stores the token …
 * and shows a success message"): an `auth_error` in the URL becomes a translated toast and is
 * removed; otherwise, for a visitor, the pending one-time cookie is traded for a token once per
 * page load — only when the server's readable `external-pending` marker says one waits, and only by
 * the page the provider sent the browser back to: the marker must already be there when this module
 * is evaluated at start-up. A page that was open before (the one the player left for the provider,
 * while the landing page loads, or another tab) never takes the hand-off meant for the landing page.
 * An account the sign-in created gets the sign-up mark (features/auth/lib/mark-sign-up.ts).
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../api/endpoints/get-config.ts';
import { readCookie } from '../../../api/cookies.ts';
import { isSignedIn } from '../../../api/token.ts';
import { EXTERNAL_PENDING_COOKIE } from '@cases/domain/site';
import { showToast } from '../../../ui/toast-store.ts';
import { finishExternalSignIn } from '../api/external-sign-in.ts';
import { completeSignIn } from '../lib/complete-sign-in.ts';
import { markSignUp } from '../lib/mark-sign-up.ts';

const AUTH_ERROR = 'auth_error';
const KNOWN_ERRORS = ['authentication', 'terms_not_accepted', 'auth_state'] as const;
let attempted = false;
/** Read once, at start-up: was this page loaded as the provider's return? */
const pendingAtLoad =
  typeof document !== 'undefined' && readCookie(EXTERNAL_PENDING_COOKIE) !== null;

/** Renders nothing; mount once under the router. */
export function ExternalSignInReturn() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const providers = useConfig()?.signInProviders;

  const code = new URLSearchParams(location.search).get(AUTH_ERROR);
  useEffect(() => {
    if (code === null) return;
    const known = KNOWN_ERRORS.find((k) => k === code);
    showToast({
      type: 'error',
      title: t('common.error'),
      message: known ? t(`auth.externalError.${known}`) : t('auth.externalError.other'),
    });
    const params = new URLSearchParams(location.search);
    params.delete(AUTH_ERROR);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [code, location, navigate, t]);

  useEffect(() => {
    // Only when the server marked a pending hand-off: visitors never call (and never see a 401).
    if (attempted || !pendingAtLoad || !providers?.length || isSignedIn()) return;
    if (readCookie(EXTERNAL_PENDING_COOKIE) === null) return;
    attempted = true;
    void finishExternalSignIn().then(async (done) => {
      if (!done) return;
      const signedIn = completeSignIn(queryClient, t('auth.loginSuccess'));
      // An account this sign-in created is a sign-up (issue 31): the event and the address's new_user=1,
      // recorded in the same task as the token, not after the refetch, so that the signed-in header is
      // also the moment the sign-up was (or, for a known account, was not) recorded.
      if (done.newUser) markSignUp(done.provider ?? 'external', navigate);
      await signedIn;
    });
  }, [providers, queryClient, t, navigate]);

  return null;
}
