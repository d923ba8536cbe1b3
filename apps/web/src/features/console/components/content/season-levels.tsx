/**
 * The battle pass's levels (issue 30; PUT /v1/admin/seasons/{id}/levels): each level opened to change its cost
 * (cumulative season coins, kept increasing) and rewards (roubles, coins, cases as `slug:amount`); the form at
 * the end adds the next level.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleSeason } from '../../../../api/endpoints/get-console-season.ts';
import { useSaveConsoleSeasonLevel } from '../../../../api/endpoints/console-save-season-level.ts';
import { showToast } from '../../../../ui/toast-store.ts';
import { formatCaseRewards, parseCaseRewards } from '../../lib/case-list.ts';
import { useConsoleFormat } from '../../lib/format.ts';
import { useConsoleError } from '../../lib/use-console-error.ts';
import { useSaveAnswer } from '../../lib/use-save-answer.ts';
import { NumberField, TextField } from './fields.tsx';
import { FormActions } from '../form-actions.tsx';

type Level = ConsoleSeason['levels'][number];

export function SeasonLevels({ seasonId, levels }: { seasonId: string; levels: Level[] }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const last = levels.at(-1);
  const next: Level = {
    level: (last?.level ?? 0) + 1,
    cost: (last?.cost ?? 0) + 100,
    rewardMoney: 0,
    rewardCoins: 0,
    rewardCases: [],
  };
  return (
    <section className="console-panel console-form" aria-label={t('console.content.season.levels')}>
      <h2 className="content-sub">{t('console.content.season.levels')}</h2>
      <ul className="content-list">
        {levels.map((l) => (
          <li key={JSON.stringify(l)}>
            <details className="content-item">
              <summary>
                {t('console.content.season.level', { level: l.level })}
                <span className="console-dim">
                  {t('console.content.season.cost', { cost: l.cost })} · {f.rub(l.rewardMoney)} ·{' '}
                  {f.coins(l.rewardCoins)}
                  {l.rewardCases.length > 0 && ` · ${formatCaseRewards(l.rewardCases)}`}
                </span>
              </summary>
              <div className="content-item__body">
                <LevelForm seasonId={seasonId} level={l} />
              </div>
            </details>
          </li>
        ))}
      </ul>
      <details className="content-item">
        <summary>{t('console.content.season.addLevel', { level: next.level })}</summary>
        <div className="content-item__body">
          <LevelForm key={next.level} seasonId={seasonId} level={next} />
        </div>
      </details>
    </section>
  );
}

function LevelForm({ seasonId, level }: { seasonId: string; level: Level }) {
  const { t } = useTranslation();
  const [d, setD] = useState({
    cost: level.cost,
    rewardMoney: level.rewardMoney,
    rewardCoins: level.rewardCoins,
    rewardCases: formatCaseRewards(level.rewardCases),
  });
  const save = useSaveConsoleSeasonLevel();
  const onError = useConsoleError();
  const answered = useSaveAnswer();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        id: seasonId,
        body: {
          level: level.level,
          cost: d.cost ?? 0,
          rewardMoney: d.rewardMoney ?? 0,
          rewardCoins: d.rewardCoins ?? 0,
          rewardCases: parseCaseRewards(d.rewardCases),
        },
      },
      {
        onSuccess: (answer) =>
          answered(answer, () =>
            showToast({ type: 'success', message: t('console.content.saved') }),
          ),
        onError,
      },
    );
  };
  return (
    <form
      className="console-form"
      onSubmit={submit}
      aria-label={t('console.content.season.level', { level: level.level })}
    >
      <div className="console-form__row">
        <NumberField
          label={t('console.content.season.costLabel')}
          value={d.cost}
          required
          onChange={(v) => setD({ ...d, cost: v ?? 0 })}
        />
        <NumberField
          label={t('console.content.rewardMoney')}
          value={d.rewardMoney}
          step={0.01}
          onChange={(v) => setD({ ...d, rewardMoney: v ?? 0 })}
        />
        <NumberField
          label={t('console.content.rewardCoins')}
          value={d.rewardCoins}
          onChange={(v) => setD({ ...d, rewardCoins: v ?? 0 })}
        />
        <TextField
          label={t('console.content.rewardCases')}
          hint={t('console.content.casesHint')}
          value={d.rewardCases}
          maxLength={500}
          onChange={(rewardCases) => setD({ ...d, rewardCases })}
        />
      </div>
      <FormActions busy={save.isPending} />
    </form>
  );
}
