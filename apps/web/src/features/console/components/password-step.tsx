/**
 * The console sign-in's first step: the staff member's shop login and password (issue 30 "Access").
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

export function PasswordStep({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (login: string, password: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(login.trim(), password);
  };
  return (
    <>
      <h1 className="console-sign-in__title">{t('console.signIn.title')}</h1>
      <p className="console-sign-in__lead">{t('console.signIn.lead')}</p>
      <form className="console-form" onSubmit={submit} aria-label={t('console.signIn.form')}>
        <div className="field">
          <label htmlFor={`${id}-login`}>{t('console.signIn.login')}</label>
          <input
            id={`${id}-login`}
            name="login"
            autoComplete="username"
            required
            maxLength={100}
            value={login}
            onChange={(e) => setLogin(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('console.signIn.password')}</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={200}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <Button type="submit" busy={busy}>
          {t('console.signIn.submit')}
        </Button>
      </form>
    </>
  );
}
