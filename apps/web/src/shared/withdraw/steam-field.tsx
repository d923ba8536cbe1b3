/**
 * One Steam setting — the trade link or the login — with the spec 000 §5 checks before sending
 * and the server's refusal of the value shown by key under the field; any other failure is the unpredicted-exception
 * toast (spec 000 §8). Used by the profile's Steam panel and the trade widget. Saving or refusing a trade link is a
 * `trade_link` analytics event (spec 001 §7), without the link.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSteamLogin, checkSteamTradeUrl } from '@cases/domain/validation';
import { isApiError } from '../../api/api-error.ts';
import { useSetSteamData } from '../../api/endpoints/set-steam-data.ts';
import { trackEvent } from '../analytics/track-event.ts';
import { Button } from '../../ui/button.tsx';
import { showToast } from '../../ui/toast-store.ts';
import { errorText } from '../../ui/use-error-toast.ts';
import './withdraw.css';

/** Whether `err` is the server's refusal of the value itself (`steamUrlValidation`, `steamLogin`, `invalid_text`, …). */
const isValueRefusal = (err: unknown): boolean =>
  isApiError(err) && (err.code.startsWith('steam') || err.code === 'invalid_text');

export type SteamMode = 'trade' | 'login';

export interface SteamFieldProps {
  mode: SteamMode;
  initial: string;
  /** An error shown before anything is typed (e.g. `no_link` from a withdrawal). */
  initialError?: string;
  onSaved?: (value: string) => void;
}

/** Input + Save for the link (`trade`) or the login (`login`). */
export function SteamField({ mode, initial, initialError, onSaved }: SteamFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const save = useSetSteamData();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(initialError ?? null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = value.trim();
    const code = mode === 'trade' ? checkSteamTradeUrl(v) : checkSteamLogin(v);
    if (code) {
      if (mode === 'trade') trackEvent('trade_link', { result: 'refused', code });
      setError(t(`errors.${code}`));
      return;
    }
    setError(null);
    save.mutate(mode === 'trade' ? { link: v } : { login: v }, {
      onSuccess: () => {
        // The link itself stays out of analytics: it carries the player's Steam token.
        if (mode === 'trade') trackEvent('trade_link', { result: 'saved', code: null });
        showToast({
          type: 'success',
          message: t(mode === 'trade' ? 'steam.linkSaved' : 'steam.loginSaved'),
        });
        onSaved?.(v);
      },
      onError: (err) => {
        if (mode === 'trade')
          trackEvent('trade_link', { result: 'refused', code: isApiError(err) ? err.code : null });
        if (isValueRefusal(err)) setError(errorText(t, i18n, err));
        // Spec 000 §8 "Failure … setting Steam data: toast with the unpredicted-exception message".
        else
          showToast({ type: 'error', title: t('common.error'), message: t('errors.unpredicted') });
      },
    });
  };

  const label = t(mode === 'trade' ? 'steam.link' : 'steam.login');
  return (
    <form className="steam-field" onSubmit={submit} noValidate aria-label={label}>
      <div className="field">
        <label htmlFor={`${id}-input`}>{label}</label>
        <div className="steam-field__row">
          <input
            id={`${id}-input`}
            name={mode === 'trade' ? 'link' : 'login'}
            autoComplete="off"
            placeholder={t(mode === 'trade' ? 'steam.linkPlaceholder' : 'steam.loginPlaceholder')}
            maxLength={mode === 'trade' ? 300 : 100}
            value={value}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
          <Button type="submit" size="sm" busy={save.isPending}>
            {t('steam.save')}
          </Button>
        </div>
        {error && (
          <span id={`${id}-error`} className="field__hint field__hint--error" role="alert">
            {error}
          </span>
        )}
        {mode === 'trade' && !error && (
          <a
            className="field__hint"
            href="https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url"
            target="_blank"
            rel="noreferrer"
          >
            {t('steam.whereLink')}
          </a>
        )}
      </div>
    </form>
  );
}
