/**
 * Login + password form (spec 000 §7 POST /v1/auth/login). Used inline in the header and in the
 * sign-in dialog; every field has a <label>.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { isApiError } from '../../../api/api-error.ts';
import { showToast } from '../../../ui/toast-store.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useLogin } from '../api/login.ts';
import './auth.css';

/** The form; `compact` lays it out in one row for the header. Calls `onDone` after a successful login. */
export function SignInForm({
  compact = false,
  onDone,
}: {
  compact?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [loginValue, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useLogin();
  const toastError = useErrorToast();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate(
      { login: loginValue.trim(), password },
      {
        onSuccess: () => onDone?.(),
        // A failed login answers `authentication`; say what is wrong instead of "sign in again".
        onError: (error) =>
          isApiError(error) && error.code === 'authentication'
            ? showToast({
                type: 'error',
                title: t('common.error'),
                message: t('auth.wrongCredentials'),
              })
            : toastError(error),
      },
    );
  };

  return (
    <form
      className={compact ? 'sign-in sign-in--compact' : 'sign-in'}
      onSubmit={submit}
      aria-label={t('auth.signInForm')}
    >
      <div className="field">
        <label htmlFor={`${id}-login`}>{t('auth.login')}</label>
        <input
          id={`${id}-login`}
          name="login"
          autoComplete="username"
          placeholder={t('auth.login')}
          required
          maxLength={64}
          value={loginValue}
          onChange={(e) => setLogin(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t('auth.password')}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={t('auth.password')}
          required
          maxLength={200}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <Button type="submit" variant={compact ? 'secondary' : 'primary'} busy={mutation.isPending}>
        {t('auth.signIn')}
      </Button>
    </form>
  );
}
