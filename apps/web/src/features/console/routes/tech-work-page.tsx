/**
 * /admin/tech-work (issue 30 "Tech work"; right site.write): the shop's tech-work switch with its message in
 * Russian and English, and the state now. Saving (PUT /v1/admin/site/tech-work, audited `site.tech_work`)
 * toasts the new state; the shop follows within 2 s, the console keeps working.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTechWork, type TechWork } from '../../../api/endpoints/get-tech-work.ts';
import { usePutTechWork } from '../../../api/endpoints/put-tech-work.ts';
import { showToast } from '../../../ui/toast-store.ts';
import { QueryFallback } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { useConsoleError } from '../lib/use-console-error.ts';
import { FormActions } from '../components/form-actions.tsx';

const MAX = 500;

function TechWorkForm({ current }: { current: TechWork }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<TechWork>(current);
  const save = usePutTechWork();
  const onError = useConsoleError();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { enabled: draft.enabled, message: draft.message.trim(), messageEn: draft.messageEn.trim() },
      {
        onSuccess: (state) => {
          setDraft(state);
          showToast({
            type: 'success',
            message: state.enabled ? t('console.techWork.savedOn') : t('console.techWork.savedOff'),
          });
        },
        onError,
      },
    );
  };
  return (
    <form
      className="console-panel console-form"
      onSubmit={submit}
      aria-label={t('console.techWork.form')}
    >
      <label className="console-switch">
        <input
          type="checkbox"
          role="switch"
          checked={draft.enabled}
          onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })}
        />
        <span className="console-switch__track" aria-hidden="true" />
        <span>{t('console.techWork.switch')}</span>
      </label>
      <div className="console-form__row">
        {(['message', 'messageEn'] as const).map((key) => (
          <div className="field" key={key}>
            <label htmlFor={`${id}-${key}`}>{t(`console.techWork.${key}`)}</label>
            <textarea
              id={`${id}-${key}`}
              rows={4}
              maxLength={MAX}
              value={draft[key]}
              aria-describedby={`${id}-hint`}
              onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
            />
          </div>
        ))}
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        {t('console.techWork.messageHint')}
      </p>
      <FormActions busy={save.isPending} label={t('console.techWork.save')} />
    </form>
  );
}

function TechWorkSection() {
  const { t } = useTranslation();
  const state = useTechWork();
  return (
    <>
      <header className="console-head">
        <h1>{t('console.techWork.title')}</h1>
        {state.data && (
          <p className={`console-status console-status--${state.data.enabled ? 'bad' : 'ok'}`}>
            <span className="visually-hidden">{t('console.techWork.state')}: </span>
            {state.data.enabled ? t('console.techWork.on') : t('console.techWork.off')}
          </p>
        )}
      </header>
      <p className="console-lead">{t('console.techWork.lead')}</p>
      {state.data ? (
        <TechWorkForm key={JSON.stringify(state.data)} current={state.data} />
      ) : (
        <QueryFallback query={state} />
      )}
    </>
  );
}

export function TechWorkPage() {
  return (
    <RequireRight right="site.write">
      <TechWorkSection />
    </RequireRight>
  );
}
