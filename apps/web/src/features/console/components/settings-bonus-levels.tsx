/**
 * The deposit bonus levels editor (issue 30 "Running the shop"; PUT /v1/admin/site/bonus-levels): rows of a
 * deposit threshold in roubles and the bonus in per cent (the wire's multiplier × 100), ascending; the server
 * refuses thresholds that do not rise. "Use the defaults" returns to the spec's levels.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleSetting } from '../../../api/endpoints/get-console-settings.ts';
import { usePutConsoleSetting } from '../../../api/endpoints/put-console-setting.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsoleError } from '../lib/use-console-error.ts';
import { WithData } from './query-state.tsx';

interface Level {
  limit: number;
  bonusMultiplier: number;
}
type Row = { limit: string; percent: string };

const toRow = (l: Level): Row => ({
  limit: String(l.limit),
  percent: String(Math.round(l.bonusMultiplier * 10_000) / 100),
});
const num = (s: string) => Number(s.replace(',', '.').trim());

function LevelsForm({ levels, overridden }: { levels: Level[]; overridden: boolean }) {
  const { t } = useTranslation();
  const uid = useId();
  const [rows, setRows] = useState<Row[]>(levels.map(toRow));
  const save = usePutConsoleSetting('bonus-levels');
  const onError = useConsoleError();
  const send = (value: Level[] | null) =>
    save.mutate(
      { levels: value },
      {
        onSuccess: () => showToast({ type: 'success', message: t('console.settings.saved') }),
        onError,
      },
    );
  const set = (i: number, patch: Partial<Row>) =>
    setRows(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  return (
    <form
      className="console-panel console-form"
      aria-labelledby="settings-levels"
      onSubmit={(e) => {
        e.preventDefault();
        send(
          rows.map((r) => ({
            limit: num(r.limit),
            bonusMultiplier: Math.round(num(r.percent) * 100) / 10_000,
          })),
        );
      }}
    >
      <h2 id="settings-levels">{t('console.settings.levels')}</h2>
      <p className="console-lead">
        {t('console.settings.levelsLead')}{' '}
        {overridden ? t('console.settings.fromConsole') : t('console.settings.fromDefaults')}
      </p>
      <div className="console-settings__levels">
        {rows.map((r, i) => (
          <div className="console-settings__level" key={i}>
            <div className="field">
              <label htmlFor={`${uid}-limit-${i}`}>{t('console.settings.limit')}</label>
              <input
                id={`${uid}-limit-${i}`}
                inputMode="numeric"
                required
                value={r.limit}
                onChange={(e) => set(i, { limit: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor={`${uid}-percent-${i}`}>{t('console.settings.percent')}</label>
              <input
                id={`${uid}-percent-${i}`}
                inputMode="decimal"
                required
                value={r.percent}
                onChange={(e) => set(i, { percent: e.target.value })}
              />
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setRows(rows.filter((_, k) => k !== i))}
            >
              {t('console.settings.removeLevel')}
            </Button>
          </div>
        ))}
      </div>
      <div className="console-form__actions">
        <Button variant="secondary" onClick={() => setRows([...rows, { limit: '', percent: '' }])}>
          {t('console.settings.addLevel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t('console.settings.saveLevels')}
        </Button>
        {overridden && (
          <Button variant="ghost" disabled={save.isPending} onClick={() => send(null)}>
            {t('console.settings.useDefaults')}
          </Button>
        )}
      </div>
    </form>
  );
}

export function SettingsBonusLevels() {
  return (
    <WithData query={useConsoleSetting('bonus-levels')}>
      {(data) => <LevelsForm key={JSON.stringify(data)} {...data} />}
    </WithData>
  );
}
