/**
 * /admin/catalog/items (issue 30 "Catalog and odds"; right catalog): catalog items by id or name, cheapest first, 50
 * a page; each opens its edit form, and "new item" makes one.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useConsoleItems,
  type ConsoleItem,
} from '../../../api/endpoints/get-console-catalog-items.ts';
import { Button } from '../../../ui/button.tsx';
import { CatalogTabs } from '../components/catalog-tabs.tsx';
import { ItemForm } from '../components/item-form.tsx';
import { Pager } from '../components/pager.tsx';
import { QueryState } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { useConsoleFormat } from '../lib/format.ts';

function ItemsSection() {
  const { t } = useTranslation();
  const id = useId();
  const f = useConsoleFormat();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ConsoleItem | 'new' | null>(null);
  const list = useConsoleItems(q.trim(), page);
  return (
    <>
      <header className="console-head catalog-head">
        <h1>{t('console.catalog.itemsTitle')}</h1>
        <Button onClick={() => setEditing('new')}>{t('console.catalog.newItem')}</Button>
      </header>
      <CatalogTabs />
      {editing !== null && (
        <ItemForm
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <div className="console-panel console-search" role="search">
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('console.catalog.searchItems')}</label>
          <input
            id={`${id}-q`}
            type="search"
            maxLength={100}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
      </div>
      {list.data ? (
        <>
          <div
            className="console-table-wrap"
            role="region"
            aria-label={t('console.catalog.itemsTable')}
            tabIndex={0}
          >
            <table className="console-table console-table--cards catalog-items-table">
              <thead>
                <tr>
                  <th scope="col">{t('console.catalog.item')}</th>
                  <th scope="col">{t('console.catalog.rarity')}</th>
                  <th scope="col">{t('console.catalog.slot')}</th>
                  <th scope="col" className="console-num">
                    {t('console.catalog.price')}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('console.catalog.edit')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((item) => (
                  <tr key={item.id}>
                    <td data-label={t('console.catalog.item')}>
                      <span className="drops-table__item">
                        <img src={item.image} alt="" width={48} height={36} loading="lazy" />
                        <span>
                          {item.name}
                          <code className="console-code-text drops-table__id">{item.id}</code>
                        </span>
                      </span>
                    </td>
                    <td data-label={t('console.catalog.rarity')}>{t(`rarity.${item.rarity}`)}</td>
                    <td data-label={t('console.catalog.slot')}>{t(`slot.${item.slot}`)}</td>
                    <td data-label={t('console.catalog.price')} className="console-num">
                      {f.rub(item.price)}
                    </td>
                    <td>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('console.catalog.editNamed', { name: item.name })}
                        onClick={() => setEditing(item)}
                      >
                        {t('console.catalog.edit')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} total={list.data.total} pageSize={50} onPage={setPage} />
        </>
      ) : (
        <QueryState
          error={list.error}
          isPending={list.isPending}
          onRetry={() => void list.refetch()}
        />
      )}
    </>
  );
}

export function CatalogItemsPage() {
  return (
    <RequireRight right="catalog">
      <ItemsSection />
    </RequireRight>
  );
}
