/**
 * "Войти через Steam/Google/VK" for each provider the server has on (config `sign_in_providers`;
 * none when the list is empty). A press asks the server for the provider's address with the
 * confirmations and the current path to come back to, then leaves for it (spec 000 §1, §7).
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SignInProvider } from '@cases/domain/api/auth';
import { useConfig } from '../../../api/endpoints/get-config.ts';
import { Button } from '../../../ui/button.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { externalSignInTarget } from '../api/external-sign-in.ts';
import type { Consent } from '../api/quick-registration.ts';

/** The buttons, or nothing when no provider is configured. */
export function ProviderButtons({ consent }: { consent: Consent }) {
  const { t } = useTranslation();
  const config = useConfig();
  // The server already leaves Steam out when hidden; the flag is honoured here too (spec 000 §1).
  const providers = (config?.signInProviders ?? []).filter(
    (p) => !(p === 'steam' && config?.hideSteamLogin),
  );
  const location = useLocation();
  const toastError = useErrorToast();
  const [busy, setBusy] = useState<SignInProvider | null>(null);
  if (providers.length === 0) return null;

  const start = async (provider: SignInProvider) => {
    setBusy(provider);
    try {
      // The router's path is relative to the /en basename; the server needs the full page path.
      const here = window.location.pathname + location.search;
      window.location.assign(await externalSignInTarget(provider, consent, here));
    } catch (e) {
      setBusy(null);
      toastError(e);
    }
  };

  return (
    <div className="auth-providers">
      {providers.map((p) => (
        <Button key={p} variant="secondary" busy={busy === p} onClick={() => void start(p)}>
          {t(`auth.signInWith.${p}`)}
        </Button>
      ))}
    </div>
  );
}
