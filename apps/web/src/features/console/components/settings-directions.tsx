/**
 * Payment directions on and off (issue 30 "Running the shop"; PUT /v1/admin/site/payment-directions): one switch
 * per catalog direction, grouped by country; a direction no running provider takes is marked so.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleSetting } from '../../../api/endpoints/get-console-settings.ts';
import { usePutConsoleSetting } from '../../../api/endpoints/put-console-setting.ts';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsoleError } from '../lib/use-console-error.ts';
import { WithData } from './query-state.tsx';
import { FormActions } from './form-actions.tsx';

interface Direction {
  id: string;
  country: string;
  name: string;
  available: boolean;
  enabled: boolean;
}

function DirectionsForm({ directions }: { directions: Direction[] }) {
  const { t } = useTranslation();
  const [off, setOff] = useState(new Set(directions.filter((d) => !d.enabled).map((d) => d.id)));
  const save = usePutConsoleSetting('payment-directions');
  const onError = useConsoleError();
  return (
    <form
      className="console-panel console-form"
      aria-labelledby="settings-directions"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { disabled: [...off] },
          {
            onSuccess: () => showToast({ type: 'success', message: t('console.settings.saved') }),
            onError,
          },
        );
      }}
    >
      <h2 id="settings-directions">{t('console.settings.directions')}</h2>
      <p className="console-lead">{t('console.settings.directionsLead')}</p>
      <ul className="console-settings__list">
        {directions.map((d) => (
          <li key={d.id}>
            <label className="console-switch">
              <input
                type="checkbox"
                role="switch"
                checked={!off.has(d.id)}
                onChange={(e) => {
                  const next = new Set(off);
                  if (e.target.checked) next.delete(d.id);
                  else next.add(d.id);
                  setOff(next);
                }}
              />
              <span className="console-switch__track" aria-hidden="true" />
              <span>
                {d.country} · {d.name}{' '}
                <span className="console-dim">
                  {d.id}
                  {!d.available && ` · ${t('console.settings.noProvider')}`}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <FormActions busy={save.isPending} label={t('console.settings.saveDirections')} />
    </form>
  );
}

export function SettingsDirections() {
  return (
    <WithData query={useConsoleSetting('payment-directions')}>
      {(data) => <DirectionsForm key={JSON.stringify(data)} directions={data.directions} />}
    </WithData>
  );
}
