/**
 * The header items to hide (issue 30 "Running the shop"; PUT /v1/admin/site/header-items): checkboxes over the
 * spec's items, and a way back to the environment's list.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_ITEMS } from '@cases/domain/api/platform';
import { useConsoleSetting } from '../../../api/endpoints/get-console-settings.ts';
import { usePutConsoleSetting } from '../../../api/endpoints/put-console-setting.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsoleError } from '../lib/use-console-error.ts';
import { WithData } from './query-state.tsx';
import { FormActions } from './form-actions.tsx';

function ItemsForm({ hidden, overridden }: { hidden: string[]; overridden: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(new Set(hidden));
  const save = usePutConsoleSetting('header-items');
  const onError = useConsoleError();
  const send = (value: string[] | null) =>
    save.mutate(
      { hidden: value },
      {
        onSuccess: () => showToast({ type: 'success', message: t('console.settings.saved') }),
        onError,
      },
    );
  return (
    <form
      className="console-panel console-form"
      aria-labelledby="settings-items"
      onSubmit={(e) => {
        e.preventDefault();
        send([...draft]);
      }}
    >
      <h2 id="settings-items">{t('console.settings.items')}</h2>
      <p className="console-lead">
        {t('console.settings.itemsLead')}{' '}
        {overridden ? t('console.settings.fromConsole') : t('console.settings.fromEnv')}
      </p>
      <ul className="console-settings__list">
        {HEADER_ITEMS.map((item) => (
          <li key={item}>
            <label className="console-check">
              <input
                type="checkbox"
                checked={draft.has(item)}
                onChange={(e) => {
                  const next = new Set(draft);
                  if (e.target.checked) next.add(item);
                  else next.delete(item);
                  setDraft(next);
                }}
              />{' '}
              {t(`console.settings.item.${item}`, { defaultValue: item })}
            </label>
          </li>
        ))}
      </ul>
      <FormActions busy={save.isPending} label={t('console.settings.saveItems')}>
        {overridden && (
          <Button variant="ghost" disabled={save.isPending} onClick={() => send(null)}>
            {t('console.settings.useDefaults')}
          </Button>
        )}
      </FormActions>
    </form>
  );
}

export function SettingsHeaderItems() {
  return (
    <WithData query={useConsoleSetting('header-items')}>
      {(data) => <ItemsForm key={JSON.stringify(data)} {...data} />}
    </WithData>
  );
}
