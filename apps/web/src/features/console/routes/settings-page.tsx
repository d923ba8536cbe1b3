/**
 * /admin/settings (issue 30 "Running the shop"; right site.write; docs/console.md "Settings"): the run-time
 * settings over the environment's defaults — feature flags, hidden header items, payment directions, deposit
 * bonus levels and the experiments (with their conversion). Each group saves on its own (one audit entry); the shop follows within seconds.
 */
import { useTranslation } from 'react-i18next';
import { RequireRight } from '../components/require-right.tsx';
import { SettingsBonusLevels } from '../components/settings-bonus-levels.tsx';
import { SettingsDirections } from '../components/settings-directions.tsx';
import { SettingsExperiments } from '../components/settings-experiments.tsx';
import { SettingsFlags } from '../components/settings-flags.tsx';
import { SettingsHeaderItems } from '../components/settings-header-items.tsx';
import '../components/dashboard.css';

function Settings() {
  const { t } = useTranslation();
  return (
    <>
      <header className="console-head">
        <h1>{t('console.settings.title')}</h1>
      </header>
      <p className="console-lead">{t('console.settings.lead')}</p>
      <SettingsFlags />
      <SettingsHeaderItems />
      <SettingsDirections />
      <SettingsBonusLevels />
      <SettingsExperiments />
    </>
  );
}

export function SettingsPage() {
  return (
    <RequireRight right="site.write">
      <Settings />
    </RequireRight>
  );
}
