/**
 * The owner's security panel on the profile (issue 8): the active sessions with where and when each
 * was last used, ending one or all the others, and the password change that ends every other session.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useChangePassword, useRevokeSession, useSessions } from '../api/sessions.ts';
import { deviceName } from '../lib/device-name.ts';
import './security.css';
import '../../../ui/panel.css';
import { dateTimeFormat } from '../../../i18n/intl-formats.ts';

export function SecurityPanel() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const toastError = useErrorToast();
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <section className="ui-panel security-panel" aria-labelledby="security-title">
      <h2 id="security-title" className="ui-panel__title">
        {t('security.title')}
      </h2>
      <div className="security-panel__grid">
        <div>
          <h3 className="security-panel__sub">{t('security.sessions')}</h3>
          <ul className="security-sessions" aria-label={t('security.sessions')}>
            {list.map((s) => (
              <li key={s.id} className="security-session">
                <div className="security-session__main">
                  <span className="security-session__device">{deviceName(s.userAgent, t)}</span>
                  {s.current && (
                    <span className="security-session__current">{t('security.current')}</span>
                  )}
                </div>
                <span className="security-session__meta">
                  {t('security.lastUsed', { time: when.format(new Date(s.lastUsedAt)) })}
                  {s.ip ? ` · ${s.ip}` : ''}
                </span>
                {!s.current && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(s.id, { onError: toastError })}
                  >
                    {t('security.revoke')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others > 0 && (
            <Button
              size="sm"
              variant="secondary"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(null, {
                  onError: toastError,
                  onSuccess: () =>
                    showToast({ type: 'success', message: t('security.othersEnded') }),
                })
              }
            >
              {t('security.revokeOthers')}
            </Button>
          )}
        </div>
        <PasswordForm />
      </div>
    </section>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const toastError = useErrorToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onError: toastError,
        onSuccess: () => {
          setCurrent('');
          setNext('');
          showToast({ type: 'success', message: t('security.passwordChanged') });
        },
      },
    );
  };
  return (
    <form className="security-password" onSubmit={submit} aria-labelledby="password-title">
      <h3 id="password-title" className="security-panel__sub">
        {t('security.password')}
      </h3>
      <div className="field">
        <label htmlFor={`${id}-current`}>{t('security.currentPassword')}</label>
        <input
          id={`${id}-current`}
          type="password"
          autoComplete="current-password"
          value={current}
          maxLength={200}
          required
          onChange={(e) => setCurrent(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-new`}>{t('security.newPassword')}</label>
        <input
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          value={next}
          minLength={8}
          maxLength={200}
          required
          onChange={(e) => setNext(e.target.value)}
        />
      </div>
      <Button type="submit" size="sm" disabled={change.isPending}>
        {t('security.changePassword')}
      </Button>
      <p className="security-password__hint">{t('security.passwordHint')}</p>
    </form>
  );
}
