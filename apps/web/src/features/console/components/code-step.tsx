/**
 * The console sign-in's second step (issue 30 "Access"): the 6-digit authenticator code. On the first
 * visit the new secret is shown as a QR code and as text to type in. A wrong code says so and clears the
 * field; a 404 (the fifth wrong code, or the 10 minutes of the pending step are over) restarts the sign-in.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useConsoleConfirmCode } from '../../../api/endpoints/console-confirm-code.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { TotpQr } from './totp-qr.tsx';
import { FormActions } from './form-actions.tsx';

/** A new second factor to add to an authenticator app. */
export interface Enrolment {
  secret: string;
  uri: string;
}

/** The secret in groups of four, as authenticator apps show keys. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function CodeStep({
  enrolment,
  onRestart,
}: {
  enrolment: Enrolment | null;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const confirm = useConsoleConfirmCode();
  const toastError = useErrorToast();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    confirm.mutate(code, {
      onSuccess: (me) =>
        showToast({
          type: 'success',
          message: t('console.signIn.welcome', { nickname: me.nickname }),
        }),
      onError: (error) => {
        setCode('');
        if (isApiError(error) && error.status === 404) {
          showToast({
            type: 'error',
            title: t('common.error'),
            message: t('console.signIn.attemptEnded'),
          });
          onRestart();
        } else toastError(error);
      },
    });
  };

  return (
    <>
      <h1 className="console-sign-in__title">
        {enrolment ? t('console.signIn.enrollTitle') : t('console.signIn.verifyTitle')}
      </h1>
      <p className="console-sign-in__lead">
        {enrolment ? t('console.signIn.enrollLead') : t('console.signIn.verifyLead')}
      </p>
      {enrolment && (
        <div className="console-enrol">
          <TotpQr uri={enrolment.uri} label={t('console.signIn.qr')} />
          <div className="console-enrol__secret">
            <span className="console-enrol__label">{t('console.signIn.secret')}</span>
            <code data-testid="totp-secret">{grouped(enrolment.secret)}</code>
          </div>
        </div>
      )}
      <form className="console-form" onSubmit={submit} aria-label={t('console.signIn.codeForm')}>
        <div className="field">
          <label htmlFor={`${id}-code`}>{t('console.signIn.code')}</label>
          <input
            id={`${id}-code`}
            name="code"
            className="console-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            aria-describedby={`${id}-code-hint`}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          />
          <span className="field__hint" id={`${id}-code-hint`}>
            {t('console.signIn.codeHint')}
          </span>
        </div>
        <FormActions
          busy={confirm.isPending}
          disabled={code.length !== 6}
          label={t('console.signIn.confirm')}
        >
          <Button variant="ghost" onClick={onRestart}>
            {t('console.signIn.back')}
          </Button>
        </FormActions>
      </form>
    </>
  );
}
