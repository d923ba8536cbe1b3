/**
 * The sign-in dialog (spec 000 §2, the header's "Вход" on narrow screens and the #reg hash): the
 * login form, the sign-up confirmations, quick registration and the provider buttons. Loaded when
 * first opened (auth-controls.tsx), not with the entry.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import type { Consent } from '../api/quick-registration.ts';
import { consentGiven } from '../lib/consent.ts';
import { ConsentCheckboxes } from './consent-checkboxes.tsx';
import { ProviderButtons } from './provider-buttons.tsx';
import { SignInForm } from './sign-in-form.tsx';

/** The open dialog; `consent` is the header's state, so both registration buttons send the same. */
export function SignInDialog({
  consent,
  onConsentChange,
  onRegister,
  registering,
  onClose,
}: {
  consent: Consent;
  onConsentChange: (next: Consent) => void;
  onRegister: () => void;
  registering: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('auth.dialogTitle')} onClose={onClose}>
      <div className="auth-dialog">
        <SignInForm onDone={onClose} />
        <div className="auth-dialog__or">{t('auth.or')}</div>
        <ConsentCheckboxes value={consent} onChange={onConsentChange} />
        <Button
          variant="secondary"
          onClick={onRegister}
          busy={registering}
          disabled={!consentGiven(consent)}
        >
          {t('auth.quickRegistration')}
        </Button>
        <ProviderButtons consent={consent} />
      </div>
    </Modal>
  );
}
