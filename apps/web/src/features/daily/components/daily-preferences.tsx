/** "Tell me when a case is ready": push and e-mail switches (spec 001 §3 Daily cases subscriptions). */
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePreferences, useUpdatePreferences } from '../api/preferences.ts';

export function DailyPreferences() {
  const { t } = useTranslation();
  const prefs = usePreferences().data?.subscriptions;
  const update = useUpdatePreferences();
  const toastError = useErrorToast();
  if (!prefs) return null;
  return (
    <fieldset className="daily-prefs" disabled={update.isPending}>
      <legend>{t('daily.notify.title')}</legend>
      {(['push', 'email'] as const).map((channel) => (
        <label key={channel} className="daily-prefs__option">
          <input
            type="checkbox"
            checked={prefs[channel]}
            onChange={(e) =>
              update.mutate({ [channel]: e.target.checked }, { onError: (err) => toastError(err) })
            }
          />
          {t(`daily.notify.${channel}`)}
        </label>
      ))}
      <p className="daily-prefs__hint">{t('daily.notify.hint')}</p>
    </fieldset>
  );
}
