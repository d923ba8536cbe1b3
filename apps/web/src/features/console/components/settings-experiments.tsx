/**
 * The experiments (spec 000 §7 experiment service; spec 001 §7 change-min-sum; PUT /v1/admin/experiments/{key}):
 * for each, a switch that runs or stops it and each variant's share of visitors (%, summing to 100), saved with one
 * audit entry; and how each variant's visitors converted — players who topped up after it, their top-ups and
 * top-ups per visitor. "Use the defaults" returns it to the environment's setting.
 */
import type { AdminExperiment } from '@cases/domain/api/experiments';
import type { Camel } from '@cases/domain/casing';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveConsoleExperiment } from '../../../api/endpoints/console-save-experiment.ts';
import { useConsoleExperiments } from '../../../api/endpoints/get-console-experiments.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsoleFormat } from '../lib/format.ts';
import { useConsoleError } from '../lib/use-console-error.ts';
import { WithData } from './query-state.tsx';
import { numberFormat } from '../../../i18n/intl-formats.ts';
import { FormActions } from './form-actions.tsx';

type Experiment = Camel<AdminExperiment>;

function ExperimentForm({ experiment }: { experiment: Experiment }) {
  const { t, i18n } = useTranslation();
  const f = useConsoleFormat();
  const perVisitor = numberFormat(i18n.language, { maximumFractionDigits: 3 });
  const uid = useId();
  const [running, setRunning] = useState(experiment.running);
  const [shares, setShares] = useState(
    Object.fromEntries(experiment.variants.map((v) => [v.key, String(v.weight)])),
  );
  const save = useSaveConsoleExperiment();
  const onError = useConsoleError();
  const weights = Object.fromEntries(Object.entries(shares).map(([k, v]) => [k, Number(v.trim())]));
  const sum = Object.values(weights).reduce((s, w) => s + w, 0);
  const valid = Object.values(weights).every((w) => Number.isInteger(w) && w >= 0 && w <= 100);
  const send = (setting: { running: boolean; weights: Record<string, number> } | null) =>
    save.mutate(
      { key: experiment.key, setting },
      {
        onSuccess: () => showToast({ type: 'success', message: t('console.settings.saved') }),
        onError,
      },
    );
  const base = `console.settings.experiment.${experiment.key}`;
  const variantName = (v: Experiment['variants'][number]) => {
    const minSum = (v.payload as { minSum?: number } | null)?.minSum;
    return t(`${base}.variant.${v.key}`, {
      defaultValue: v.key,
      sum: minSum === undefined ? '' : f.rub(minSum),
    });
  };
  return (
    <form
      className="console-experiment"
      aria-labelledby={`${uid}-name`}
      data-experiment={experiment.key}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid && sum === 100) send({ running, weights });
      }}
    >
      <h3 id={`${uid}-name`}>
        {t(`${base}.name`, { defaultValue: experiment.key })} <code>{experiment.key}</code>
      </h3>
      <p className="console-dim">
        {t(`${base}.lead`, { defaultValue: '' })}{' '}
        {experiment.isDefault ? t('console.settings.fromEnv') : t('console.settings.fromConsole')}
      </p>
      <label className="console-switch">
        <input
          type="checkbox"
          role="switch"
          checked={running}
          onChange={(e) => setRunning(e.target.checked)}
        />
        <span className="console-switch__track" aria-hidden="true" />
        <span>{t('console.settings.experimentRunning')}</span>
      </label>
      <div
        className="console-table-wrap"
        role="region"
        aria-label={t('console.settings.experimentVariants')}
        tabIndex={0}
      >
        <table className="console-table console-table--cards">
          <thead>
            <tr>
              <th scope="col">{t('console.settings.experimentVariant')}</th>
              <th scope="col">{t('console.settings.experimentShare')}</th>
              <th scope="col">{t('console.settings.experimentVisitors')}</th>
              <th scope="col">{t('console.settings.experimentConverted')}</th>
              <th scope="col">{t('console.settings.experimentTopUps')}</th>
              <th scope="col">{t('console.settings.experimentPerVisitor')}</th>
            </tr>
          </thead>
          <tbody>
            {experiment.variants.map((v) => (
              <tr key={v.key} data-variant={v.key}>
                <td data-label={t('console.settings.experimentVariant')}>{variantName(v)}</td>
                <td data-label={t('console.settings.experimentShare')}>
                  <input
                    className="console-experiment__share"
                    inputMode="numeric"
                    aria-label={t('console.settings.experimentShareOf', {
                      variant: variantName(v),
                    })}
                    value={shares[v.key] ?? ''}
                    onChange={(e) => setShares({ ...shares, [v.key]: e.target.value })}
                  />
                </td>
                <td data-label={t('console.settings.experimentVisitors')}>{v.visitors}</td>
                <td data-label={t('console.settings.experimentConverted')}>{v.converted}</td>
                <td data-label={t('console.settings.experimentTopUps')}>{v.topUps}</td>
                <td data-label={t('console.settings.experimentPerVisitor')}>
                  {perVisitor.format(v.topUpsPerVisitor)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(!valid || sum !== 100) && (
        <p className="console-status console-status--bad" role="alert">
          {t('console.settings.experimentSum', { sum: Number.isFinite(sum) ? sum : '—' })}
        </p>
      )}
      <FormActions
        busy={save.isPending}
        disabled={!valid || sum !== 100}
        label={t('console.settings.saveExperiment')}
      >
        {!experiment.isDefault && (
          <Button variant="ghost" disabled={save.isPending} onClick={() => send(null)}>
            {t('console.settings.useDefaults')}
          </Button>
        )}
      </FormActions>
    </form>
  );
}

export function SettingsExperiments() {
  const { t } = useTranslation();
  return (
    <section className="console-panel console-form" aria-labelledby="settings-experiments">
      <h2 id="settings-experiments">{t('console.settings.experiments')}</h2>
      <p className="console-lead">{t('console.settings.experimentsLead')}</p>
      <WithData query={useConsoleExperiments()}>
        {(data) =>
          data.experiments.map((e) => <ExperimentForm key={JSON.stringify(e)} experiment={e} />)
        }
      </WithData>
    </section>
  );
}
