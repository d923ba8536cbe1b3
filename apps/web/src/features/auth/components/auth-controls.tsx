/**
 * The header's account corner. Visitors get the inline sign-in form (a "Вход" button opening the
 * sign-in dialog on narrow screens) and quick registration; the hash #reg opens the dialog
 * (spec 000 §2). The dialog carries the sign-up confirmations (ticked by default, spec 000 §1) that
 * quick registration and the provider buttons send; the header's quick-registration button opens it,
 * so no account is made without the confirmations in sight (issue 48). Signed-in players get
 * `children` (balance, top-up) and logout.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../../api/token.ts';
import { Button } from '../../../ui/button.tsx';
import { useOverlayTurn } from '../../../ui/overlay-queue.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useQuickRegistration } from '../api/quick-registration.ts';
import type { QuickRegistration } from '../api/quick-registration.ts';
import { useLogout } from '../api/revoke.ts';
import { DEFAULT_CONSENT } from '../lib/consent.ts';
import { SignInForm } from './sign-in-form.tsx';

// The dialogs load when they first open, not with the entry (issue 9).
const SignInDialog = lazy(() =>
  import('./sign-in-dialog.tsx').then((m) => ({ default: m.SignInDialog })),
);
// Fetched as registration starts, so the credentials show as soon as the account exists and
// before the scammer warning's turn (overlays come one at a time).
const loadCredentialsDialog = () => import('./credentials-dialog.tsx');
const CredentialsDialog = lazy(() =>
  loadCredentialsDialog().then((m) => ({ default: m.CredentialsDialog })),
);

/**
 * Account controls; `homePath` is where logout lands; `onRegister` is called as a quick registration
 * starts (the app preloads what a new player sees next).
 */
export function AuthControls({
  children,
  homePath,
  onRegister,
}: {
  children: ReactNode;
  homePath: string;
  onRegister?: () => void;
}) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const location = useLocation();
  const navigate = useNavigate();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [credentials, setCredentials] = useState<QuickRegistration | null>(null);
  const [consent, setConsent] = useState(DEFAULT_CONSENT);
  const quick = useQuickRegistration();
  const logout = useLogout(homePath);
  const toastError = useErrorToast();
  // First in the overlay queue (issue 31): asked for as registration starts, so the warning, toasts
  // (the sign-up's own too), the push banner and the cookie bar wait until the player has the login
  // and password; a failed registration gives the turn back to its error toast.
  const credentialsTurn = useOverlayTurn('credentials', credentials !== null || quick.isPending);

  useEffect(() => {
    if (location.hash === '#reg' && !signedIn) setDialogOpen(true);
  }, [location.hash, signedIn]);

  const closeDialog = () => {
    setDialogOpen(false);
    // Read the live URL: signing in may already have moved on to the `authredirect` page.
    if (window.location.hash === '#reg')
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  };

  const register = () => {
    void loadCredentialsDialog();
    onRegister?.();
    quick.mutate(consent, {
      onSuccess: (res) => {
        closeDialog();
        setCredentials(res);
      },
      onError: toastError,
    });
  };

  return (
    <div className="auth-controls">
      {signedIn ? (
        <>
          {children}
          <Button
            variant="ghost"
            size="sm"
            className="auth-controls__logout"
            onClick={() => logout.mutate()}
            busy={logout.isPending}
          >
            {t('auth.logout')}
          </Button>
        </>
      ) : (
        <>
          <div className="auth-controls__inline">
            <SignInForm compact />
          </div>
          <Button
            variant="secondary"
            size="sm"
            className="auth-controls__open"
            onClick={() => setDialogOpen(true)}
          >
            {t('auth.openSignIn')}
          </Button>
          <Button variant="primary" size="sm" onClick={() => setDialogOpen(true)}>
            {t('auth.quickRegistration')}
          </Button>
        </>
      )}
      {dialogOpen && !signedIn && (
        <Suspense fallback={null}>
          <SignInDialog
            consent={consent}
            onConsentChange={setConsent}
            onRegister={register}
            registering={quick.isPending}
            onClose={closeDialog}
          />
        </Suspense>
      )}
      {credentials && credentialsTurn && (
        <Suspense fallback={null}>
          <CredentialsDialog credentials={credentials} onClose={() => setCredentials(null)} />
        </Suspense>
      )}
    </div>
  );
}
