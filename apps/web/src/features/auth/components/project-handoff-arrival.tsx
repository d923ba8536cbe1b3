/**
 * The arrival end of the project switcher (issue 34): a page opened as `/#handoff=<token>` by another project's
 * shop takes the token out of the address at once (so it is neither bookmarked nor shared), trades it at
 * `POST /nitro-api/login { token }` and signs the player in here, in the account linked to theirs there. A
 * player already signed in here stays as they are. A refused token (expired, used) says so in a toast.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isSignedIn } from '../../../api/token.ts';
import { showToast } from '../../../ui/toast-store.ts';
import { takeProjectHandoff } from '../api/external-sign-in.ts';
import { completeSignIn } from '../lib/complete-sign-in.ts';
import { markSignUp } from '../lib/mark-sign-up.ts';

const PREFIX = '#handoff=';

/** Read and removed once, when this module is evaluated at start-up. */
const arrived: string | null = (() => {
  if (typeof window === 'undefined' || !window.location.hash.startsWith(PREFIX)) return null;
  const token = window.location.hash.slice(PREFIX.length);
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
  return token || null;
})();
let taken = false;

/** Renders nothing; mount once under the router. */
export function ProjectHandoffArrival() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (taken || arrived === null || isSignedIn()) return;
    taken = true;
    void takeProjectHandoff(arrived).then(async (done) => {
      if (!done) {
        showToast({
          type: 'error',
          title: t('common.error'),
          message: t('header.projectHandoffFailed'),
        });
        return;
      }
      await completeSignIn(queryClient, t('auth.loginSuccess'));
      if (done.newUser) markSignUp(done.provider ?? 'external', navigate);
    });
  }, [queryClient, t, navigate]);

  return null;
}
