/**
 * Claims the install bonus once, spec 000 §4 "Install bonus": when the app runs installed and the
 * player is signed in. Success is remembered in localStorage (a failed claim is not, so it is tried
 * again next start), "+200 монет" shows when this claim granted it, and the profile is reloaded.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { meQueryOptions } from '../../../api/endpoints/get-me.ts';
import { useSignedIn } from '../../../api/token.ts';
import { showToast } from '../../../ui/toast-store.ts';
import { claimPwaBonus } from '../api/claim-pwa-bonus.ts';
import { isStandalone } from './display-mode.ts';

export const PWA_BONUS_KEY = 'pwa-bonus-claimed';

function claimedBefore(): boolean {
  try {
    return localStorage.getItem(PWA_BONUS_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberClaim(): void {
  try {
    localStorage.setItem(PWA_BONUS_KEY, '1');
  } catch {
    // Without storage the server's idempotent claim simply answers granted_now: false next time.
  }
}

// One claim per page load even if the hook remounts (StrictMode, layout changes).
let inFlight = false;

/** Runs the claim when installed + signed in and not yet remembered. */
export function useInstallBonus(): void {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  useEffect(() => {
    if (!signedIn || inFlight || claimedBefore() || !isStandalone()) return;
    inFlight = true;
    claimPwaBonus()
      .then(async (res) => {
        if (!res.data.status) return;
        rememberClaim();
        if (res.data.grantedNow)
          showToast({ type: 'success', message: t('pwa.bonusGranted', { count: res.data.coins }) });
        await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
      })
      // A failed claim is retried on the next start (spec 000 §4: the flag is not set on failure).
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
      });
  }, [signedIn, queryClient, t]);
}
