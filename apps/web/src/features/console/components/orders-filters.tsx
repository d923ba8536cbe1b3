/** The orders list's filters (issue 30 "payment orders"): status and the player's id. */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrdersFilter } from '../../../api/endpoints/get-console-orders.ts';
import { Button } from '../../../ui/button.tsx';

type Draft = Omit<OrdersFilter, 'page'>;

export function OrdersFilters({ value, onApply }: { value: Draft; onApply: (d: Draft) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ ...draft, userId: draft.userId.replace(/\D/g, '') });
  };
  return (
    <form
      className="console-panel console-filters"
      onSubmit={submit}
      aria-label={t('console.money.orders.filters')}
    >
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('console.money.col.status')}</label>
        <select
          id={`${id}-status`}
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value as Draft['status'] })}
        >
          <option value="">{t('console.money.orders.any')}</option>
          {(['pending', 'success', 'fail'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`console.money.orders.statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-player`}>{t('console.money.orders.playerId')}</label>
        <input
          id={`${id}-player`}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={10}
          value={draft.userId}
          onChange={(e) => setDraft({ ...draft, userId: e.target.value })}
        />
      </div>
      <div className="console-filters__actions">
        <Button type="submit">{t('console.money.orders.apply')}</Button>
      </div>
    </form>
  );
}
