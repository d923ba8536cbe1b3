/**
 * Adds catalog items to a drop list (issue 30 "Catalog and odds"): search by id or name, each result with its
 * price and an "add" button; items already in the list are marked.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useConsoleItems,
  type ConsoleItem,
} from '../../../api/endpoints/get-console-catalog-items.ts';
import { Button } from '../../../ui/button.tsx';
import { useConsoleFormat } from '../lib/format.ts';

export function ItemPicker({
  taken,
  onAdd,
}: {
  taken: ReadonlySet<string>;
  onAdd: (item: ConsoleItem) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const f = useConsoleFormat();
  const [q, setQ] = useState('');
  const found = useConsoleItems(q.trim(), 1, q.trim().length >= 2);
  return (
    <div className="item-picker">
      <div className="field">
        <label htmlFor={`${id}-q`}>{t('console.catalog.addItem')}</label>
        <input
          id={`${id}-q`}
          type="search"
          maxLength={100}
          placeholder={t('console.catalog.addItemHint')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      {found.data && q.trim().length >= 2 && (
        <ul className="item-picker__list" aria-label={t('console.catalog.addItemResults')}>
          {found.data.items.slice(0, 12).map((item) => (
            <li key={item.id} className="item-picker__row">
              <img src={item.image} alt="" width={40} height={30} loading="lazy" />
              <span className="item-picker__name">
                {item.name}
                <span className="console-dim"> · {f.rub(item.price)}</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={taken.has(item.id)}
                aria-label={t('console.catalog.addNamed', { name: item.name })}
                onClick={() => onAdd(item)}
              >
                {taken.has(item.id) ? t('console.catalog.added') : t('console.catalog.add')}
              </Button>
            </li>
          ))}
          {found.data.items.length === 0 && (
            <li className="console-dim">{t('console.catalog.noItems')}</li>
          )}
        </ul>
      )}
    </div>
  );
}
