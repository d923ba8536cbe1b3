/**
 * The FAQ editor (issue 30 "Running the shop"; PUT /v1/admin/faq): categories and their questions in Russian
 * and English, each opened to edit; questions added and removed in place (new ids follow the largest, so old
 * deep links keep working); one save for the whole FAQ.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleFaq } from '../../../../api/endpoints/get-console-faq.ts';
import { useSaveConsoleFaq } from '../../../../api/endpoints/console-save-faq.ts';
import { Button } from '../../../../ui/button.tsx';
import { showToast } from '../../../../ui/toast-store.ts';
import { useConsoleError } from '../../lib/use-console-error.ts';
import { LongTextField, TextField } from './fields.tsx';

type Faq = ConsoleFaq['faq'];
type Category = Faq['categories'][number];
type Question = Category['questions'][number];

export function FaqEditor({ current }: { current: ConsoleFaq }) {
  const { t } = useTranslation();
  const [faq, setFaq] = useState<Faq>(current.faq);
  const save = useSaveConsoleFaq();
  const onError = useConsoleError();
  const nextQuestionId = () =>
    Math.max(0, ...faq.categories.flatMap((c) => c.questions.map((q) => q.id))) + 1;
  const putCategory = (i: number, c: Category) =>
    setFaq({ categories: faq.categories.map((x, j) => (j === i ? c : x)) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(faq, {
      onSuccess: () => showToast({ type: 'success', message: t('console.content.saved') }),
      onError,
    });
  };
  return (
    <form
      className="console-panel console-form"
      onSubmit={submit}
      aria-label={t('console.content.faq.title')}
    >
      <h2 className="content-sub">{t('console.content.faq.title')}</h2>
      <p className="console-dim">
        {current.edited ? t('console.content.faq.edited') : t('console.content.faq.builtIn')}
      </p>
      <p className="console-dim">{t('console.content.faq.placeholders')}</p>
      <ul className="content-list">
        {faq.categories.map((c, i) => (
          <li key={c.id}>
            <details className="content-item">
              <summary>
                {c.title} <span className="console-dim">· {c.questions.length}</span>
              </summary>
              <div className="content-item__body">
                <CategoryFields
                  category={c}
                  onChange={(next) => putCategory(i, next)}
                  newQuestionId={nextQuestionId}
                />
              </div>
            </details>
          </li>
        ))}
      </ul>
      <div className="console-form__actions">
        <Button
          variant="secondary"
          onClick={() =>
            setFaq({
              categories: [
                ...faq.categories,
                {
                  id: Math.max(0, ...faq.categories.map((c) => c.id)) + 1,
                  title: t('console.content.faq.newCategory'),
                  titleEn: 'New category',
                  questions: [],
                },
              ],
            })
          }
        >
          {t('console.content.faq.addCategory')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t('console.content.faq.save')}
        </Button>
      </div>
    </form>
  );
}

function CategoryFields({
  category: c,
  onChange,
  newQuestionId,
}: {
  category: Category;
  onChange: (c: Category) => void;
  newQuestionId: () => number;
}) {
  const { t } = useTranslation();
  const putQuestion = (i: number, patch: Partial<Question>) =>
    onChange({ ...c, questions: c.questions.map((q, j) => (j === i ? { ...q, ...patch } : q)) });
  return (
    <>
      <div className="console-form__row">
        <TextField
          label={t('console.content.ru')}
          value={c.title}
          required
          onChange={(title) => onChange({ ...c, title })}
        />
        <TextField
          label={t('console.content.en')}
          value={c.titleEn}
          required
          onChange={(titleEn) => onChange({ ...c, titleEn })}
        />
      </div>
      {c.questions.map((q, i) => (
        <fieldset className="content-group" key={q.id}>
          <legend>{t('console.content.faq.question', { id: q.id })}</legend>
          <div className="console-form__row">
            <TextField
              label={t('console.content.faq.questionRu')}
              value={q.question}
              maxLength={300}
              required
              onChange={(question) => putQuestion(i, { question })}
            />
            <TextField
              label={t('console.content.faq.questionEn')}
              value={q.questionEn}
              maxLength={300}
              required
              onChange={(questionEn) => putQuestion(i, { questionEn })}
            />
            <LongTextField
              label={t('console.content.faq.answerRu')}
              value={q.answer}
              required
              onChange={(answer) => putQuestion(i, { answer })}
            />
            <LongTextField
              label={t('console.content.faq.answerEn')}
              value={q.answerEn}
              required
              onChange={(answerEn) => putQuestion(i, { answerEn })}
            />
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onChange({ ...c, questions: c.questions.filter((_, j) => j !== i) })}
          >
            {t('console.content.remove')}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          onChange({
            ...c,
            questions: [
              ...c.questions,
              { id: newQuestionId(), question: '', answer: '', questionEn: '', answerEn: '' },
            ],
          })
        }
      >
        {t('console.content.faq.addQuestion')}
      </Button>
    </>
  );
}
