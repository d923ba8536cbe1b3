/**
 * A battle-pass task's form (issue 30; POST /v1/admin/seasons/{id}/tasks, PUT /v1/admin/season-tasks/{id}):
 * level, type, goal (roubles for `money`, a count otherwise), the cases a case task counts, texts ru/en and
 * rewards; an existing task nobody finished can be removed, a finished one only edited.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_TYPES, type TaskType } from '@cases/domain/api/event';
import type { AdminSeasonTask } from '@cases/domain/api/admin-season';
import type { Camel } from '@cases/domain/casing';
import { useCreateConsoleSeasonTask } from '../../../../api/endpoints/console-create-season-task.ts';
import { useRemoveConsoleSeasonTask } from '../../../../api/endpoints/console-remove-season-task.ts';
import { useSaveConsoleSeasonTask } from '../../../../api/endpoints/console-save-season-task.ts';
import { Button } from '../../../../ui/button.tsx';
import { showToast } from '../../../../ui/toast-store.ts';
import { formatCaseRewards, parseCaseRewards, parseSlugs } from '../../lib/case-list.ts';
import { useConsoleError } from '../../lib/use-console-error.ts';
import { NumberField, TextField } from './fields.tsx';
import { FormActions } from '../form-actions.tsx';

export type SeasonTask = Camel<AdminSeasonTask>;

export function SeasonTaskForm({ seasonId, task }: { seasonId: string; task: SeasonTask | null }) {
  const { t } = useTranslation();
  const [d, setD] = useState({
    level: task?.level ?? 1,
    type: task?.type ?? 'case',
    goal: task?.goal ?? 1,
    caseIds: task?.caseIds.join(', ') ?? '',
    description: task?.description ?? '',
    descriptionEn: task?.descriptionEn ?? '',
    rewardMoney: task?.rewardMoney ?? 0,
    rewardCoins: task?.rewardCoins ?? 0,
    rewardCases: formatCaseRewards(task?.rewardCases ?? []),
  });
  const create = useCreateConsoleSeasonTask();
  const save = useSaveConsoleSeasonTask();
  const remove = useRemoveConsoleSeasonTask();
  const onError = useConsoleError();
  const done = () => showToast({ type: 'success', message: t('console.content.saved') });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...d,
      level: d.level ?? 1,
      goal: d.goal ?? 1,
      caseIds: parseSlugs(d.caseIds),
      rewardMoney: d.rewardMoney ?? 0,
      rewardCoins: d.rewardCoins ?? 0,
      rewardCases: parseCaseRewards(d.rewardCases),
    };
    if (task) save.mutate({ id: task.id, body }, { onSuccess: done, onError });
    else create.mutate({ id: seasonId, body }, { onSuccess: done, onError });
  };
  const typeId = `task-type-${task?.id ?? 'new'}`;
  return (
    <form
      className="console-form"
      onSubmit={submit}
      aria-label={task ? task.description : t('console.content.season.newTask')}
    >
      <div className="content-row3">
        <NumberField
          label={t('console.content.season.taskLevel')}
          value={d.level}
          min={1}
          required
          onChange={(v) => setD({ ...d, level: v ?? 0 })}
        />
        <div className="field">
          <label htmlFor={typeId}>{t('console.content.season.taskType')}</label>
          <select
            id={typeId}
            value={d.type}
            onChange={(e) => setD({ ...d, type: e.target.value as TaskType })}
          >
            {TASK_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`console.content.season.types.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <NumberField
          label={t(
            d.type === 'money'
              ? 'console.content.season.goalMoney'
              : 'console.content.season.goalCount',
          )}
          value={d.goal}
          step={d.type === 'money' ? 0.01 : 1}
          min={0}
          required
          onChange={(v) => setD({ ...d, goal: v ?? 0 })}
        />
      </div>
      <div className="console-form__row">
        <TextField
          label={t('console.content.season.descriptionRu')}
          value={d.description}
          maxLength={300}
          required
          onChange={(description) => setD({ ...d, description })}
        />
        <TextField
          label={t('console.content.season.descriptionEn')}
          value={d.descriptionEn}
          maxLength={300}
          required
          onChange={(descriptionEn) => setD({ ...d, descriptionEn })}
        />
      </div>
      {d.type === 'case' && (
        <TextField
          label={t('console.content.season.taskCases')}
          hint={t('console.content.slugsHint')}
          value={d.caseIds}
          maxLength={2000}
          onChange={(caseIds) => setD({ ...d, caseIds })}
        />
      )}
      <div className="content-row3">
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
      <FormActions
        busy={save.isPending || create.isPending}
        label={task ? t('console.content.save') : t('console.content.season.addTask')}
      >
        {task &&
          (task.doneCount > 0 ? (
            <span className="console-dim">
              {t('console.content.season.finishedBy', { count: task.doneCount })}
            </span>
          ) : (
            <Button
              variant="secondary"
              busy={remove.isPending}
              onClick={() => remove.mutate({ id: task.id }, { onSuccess: done, onError })}
            >
              {t('console.content.remove')}
            </Button>
          ))}
      </FormActions>
    </form>
  );
}
