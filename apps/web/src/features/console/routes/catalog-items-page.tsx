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
import { ListTable } from '../components/list-table.tsx';
import { QueryFallback } from '../components/query-state.tsx';
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
          <ListTable
            label={t('console.catalog.itemsTable')}
            tableClass="catalog-items-table"
            rows={list.data.items}
            columns={[
              {
                key: 'item',
                label: t('console.catalog.item'),
                cell: (item) => (
                  <span className="drops-table__item">
                    <img src={item.image} alt="" width={48} height={36} loading="lazy" />
                    <span>
                      {item.name}
                      <code className="console-code-text drops-table__id">{item.id}</code>
                    </span>
                  </span>
                ),
              },
              {
                key: 'rarity',
                label: t('console.catalog.rarity'),
                cell: (item) => t(`rarity.${item.rarity}`),
              },
              {
                key: 'slot',
                label: t('console.catalog.slot'),
                cell: (item) => t(`slot.${item.slot}`),
              },
              {
                key: 'price',
                label: t('console.catalog.price'),
                num: true,
                cell: (item) => f.rub(item.price),
              },
              {
                key: 'edit',
                label: t('console.catalog.edit'),
                hiddenLabel: true,
                cell: (item) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('console.catalog.editNamed', { name: item.name })}
                    onClick={() => setEditing(item)}
                  >
                    {t('console.catalog.edit')}
                  </Button>
                ),
              },
            ]}
          />
          <Pager page={page} total={list.data.total} pageSize={50} onPage={setPage} />
        </>
      ) : (
        <QueryFallback query={list} />
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
