/**
 * The audit log's filters (issue 30 "Audit"): action (free text with the known actions offered), the
 * staff member's id and a range of days. Applying puts them into the page's URL (back to page 1).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { AUDIT_ACTIONS } from '@cases/domain/api/admin';
import type { AuditSearch } from '../lib/audit-search.ts';

export function AuditFilters({
  value,
  onApply,
}: {
  value: AuditSearch;
  onApply: (next: AuditSearch) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const set = (key: keyof AuditSearch) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ ...draft, actor: draft.actor.replace(/\D/g, ''), action: draft.action.trim() });
  };
  const reset = () => {
    const empty = { action: '', actor: '', from: '', to: '' };
    setDraft(empty);
    onApply(empty);
  };
  return (
    <form
      className="console-panel console-filters"
      onSubmit={submit}
      aria-label={t('console.audit.filters')}
    >
      <div className="field">
        <label htmlFor={`${id}-action`}>{t('console.audit.action')}</label>
        <input
          id={`${id}-action`}
          list={`${id}-actions`}
          placeholder={t('console.audit.actionHint')}
          maxLength={100}
          value={draft.action}
          onChange={set('action')}
        />
        <datalist id={`${id}-actions`}>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
      </div>
      <div className="field">
        <label htmlFor={`${id}-actor`}>{t('console.audit.actor')}</label>
        <input
          id={`${id}-actor`}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={10}
          value={draft.actor}
          onChange={set('actor')}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('console.audit.from')}</label>
        <input id={`${id}-from`} type="date" value={draft.from} onChange={set('from')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('console.audit.to')}</label>
        <input id={`${id}-to`} type="date" value={draft.to} onChange={set('to')} />
      </div>
      <div className="console-filters__actions">
        <Button type="submit">{t('console.audit.apply')}</Button>
        <Button variant="ghost" onClick={reset}>
          {t('console.audit.reset')}
        </Button>
      </div>
    </form>
  );
}
