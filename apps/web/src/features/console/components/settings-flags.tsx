/**
 * The feature flags as switches (issue 30 "Running the shop"; PUT /v1/admin/site/feature-flags): a flag set
 * like the environment's default is saved as no override, so it follows the environment again. The project
 * switcher says so when the shop lists no other project (PROJECTS), since then it has nothing to show (issue 45).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../api/endpoints/get-config.ts';
import { useConsoleSetting } from '../../../api/endpoints/get-console-settings.ts';
import { usePutConsoleSetting } from '../../../api/endpoints/put-console-setting.ts';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsoleError } from '../lib/use-console-error.ts';
import { WithData } from './query-state.tsx';
import { FormActions } from './form-actions.tsx';

type Flags = Record<string, boolean>;
/** The client camelizes the flags' names (`provablyFair`); their texts are under the wire's names. */
const wireName = (flag: string) => flag.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function FlagsForm({ flags, defaults }: { flags: Flags; defaults: Flags }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(flags);
  const save = usePutConsoleSetting('feature-flags');
  const onError = useConsoleError();
  const config = useConfig();
  // Known only once the config has answered; the switcher needs this project and another.
  const noOtherProject = config !== undefined && (config.projects ?? []).length < 2;
  const submit = () => {
    const overrides = Object.fromEntries(
      Object.entries(draft).filter(([k, v]) => defaults[k] !== v),
    );
    save.mutate(
      { overrides },
      {
        onSuccess: () => showToast({ type: 'success', message: t('console.settings.saved') }),
        onError,
      },
    );
  };
  return (
    <form
      className="console-panel console-form"
      aria-labelledby="settings-flags"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="settings-flags">{t('console.settings.flags')}</h2>
      <p className="console-lead">{t('console.settings.flagsLead')}</p>
      <ul className="console-settings__list">
        {Object.keys(draft).map((flag) => (
          <li key={flag}>
            <label className="console-switch">
              <input
                type="checkbox"
                role="switch"
                data-flag={wireName(flag)}
                checked={draft[flag]}
                onChange={(e) => setDraft({ ...draft, [flag]: e.target.checked })}
                aria-describedby={
                  flag === 'projectSwitcher' && noOtherProject ? 'flag-no-other-project' : undefined
                }
              />
              <span className="console-switch__track" aria-hidden="true" />
              <span>
                {t(`console.settings.flag.${wireName(flag)}`, { defaultValue: flag })}
                {draft[flag] !== defaults[flag] && (
                  <span className="console-dim"> · {t('console.settings.overridden')}</span>
                )}
              </span>
            </label>
            {flag === 'projectSwitcher' && noOtherProject && (
              <p id="flag-no-other-project" className="console-dim console-settings__note">
                {t('console.settings.noOtherProject')}
              </p>
            )}
          </li>
        ))}
      </ul>
      <FormActions busy={save.isPending} label={t('console.settings.saveFlags')} />
    </form>
  );
}

export function SettingsFlags() {
  return (
    <WithData query={useConsoleSetting('feature-flags')}>
      {(data) => (
        <FlagsForm key={JSON.stringify(data.flags)} flags={data.flags} defaults={data.defaults} />
      )}
    </WithData>
  );
}
