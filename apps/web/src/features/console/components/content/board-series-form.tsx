/**
 * One leaderboard series in the console (issue 30; PUT /v1/admin/leaderboards/{series}): titles ru/en, the
 * description (a text key or a text), the entry minimum (roubles for money boards, a count otherwise) and the
 * prizes (catalog item ids, one a line, first place first) for the next windows — and, when ticked, for the
 * board open now before it settles.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBoards } from '../../../../api/endpoints/get-console-leaderboards.ts';
import { useSaveConsoleLeaderboard } from '../../../../api/endpoints/console-save-leaderboard.ts';
import { showToast } from '../../../../ui/toast-store.ts';
import { useConsoleFormat } from '../../lib/format.ts';
import { useConsoleError } from '../../lib/use-console-error.ts';
import { CheckField, LongTextField, NumberField, TextField } from './fields.tsx';
import { FormActions } from '../form-actions.tsx';

type Series = ConsoleBoards['series'][number];

export function BoardSeriesForm({ series: s }: { series: Series }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const [d, setD] = useState({
    title: s.title,
    titleEn: s.titleEn,
    description: s.description,
    minScore: s.minScore,
    prizes: s.prizes.join('\n'),
    applyToCurrent: false,
  });
  const save = useSaveConsoleLeaderboard();
  const onError = useConsoleError();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const prizes = d.prizes.split(/\s+/).filter(Boolean);
    save.mutate(
      { slug: s.slug, body: { ...d, prizes } },
      {
        onSuccess: () => showToast({ type: 'success', message: t('console.content.saved') }),
        onError,
      },
    );
  };
  return (
    <form className="console-form" onSubmit={submit} aria-label={s.slug}>
      {s.current ? (
        <p className="console-dim">
          {t('console.content.boards.current', {
            title: s.current.title,
            from: f.dateTime(s.current.startsAt),
            to: f.dateTime(s.current.endsAt),
            prizes: s.current.prizes.length,
          })}
        </p>
      ) : (
        <p className="console-dim">{t('console.content.boards.noCurrent')}</p>
      )}
      <div className="console-form__row">
        <TextField
          label={t('console.content.boards.titleRu')}
          value={d.title}
          maxLength={100}
          required
          onChange={(title) => setD({ ...d, title })}
        />
        <TextField
          label={t('console.content.boards.titleEn')}
          value={d.titleEn}
          maxLength={100}
          required
          onChange={(titleEn) => setD({ ...d, titleEn })}
        />
        <TextField
          label={t('console.content.boards.description')}
          hint={t('console.content.boards.descriptionHint')}
          value={d.description}
          maxLength={500}
          required
          onChange={(description) => setD({ ...d, description })}
        />
        <NumberField
          label={t(
            s.unit === 'money'
              ? 'console.content.boards.minMoney'
              : 'console.content.boards.minCount',
          )}
          value={d.minScore}
          step={s.unit === 'money' ? 0.01 : 1}
          required
          onChange={(v) => setD({ ...d, minScore: v ?? 0 })}
        />
      </div>
      <LongTextField
        label={t('console.content.boards.prizes')}
        hint={t('console.content.boards.prizesHint')}
        rows={6}
        value={d.prizes}
        required
        onChange={(prizes) => setD({ ...d, prizes })}
      />
      <CheckField
        label={t('console.content.boards.applyToCurrent')}
        checked={d.applyToCurrent}
        onChange={(applyToCurrent) => setD({ ...d, applyToCurrent })}
      />
      <FormActions busy={save.isPending} />
    </form>
  );
}
