/**
 * /admin/catalog/sections (issue 30 "Catalog and odds"; right catalog): the shop's sections in order with their
 * gradient and number of cases; each opens its edit form, and "new section" makes one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useConsoleSections,
  type ConsoleSection,
} from '../../../api/endpoints/get-console-catalog-sections.ts';
import { Button } from '../../../ui/button.tsx';
import { CatalogTabs } from '../components/catalog-tabs.tsx';
import { QueryFallback } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { SectionForm } from '../components/section-form.tsx';

function SectionsSection() {
  const { t } = useTranslation();
  const list = useConsoleSections();
  const [editing, setEditing] = useState<ConsoleSection | 'new' | null>(null);
  return (
    <>
      <header className="console-head catalog-head">
        <h1>{t('console.catalog.sectionsTitle')}</h1>
        <Button onClick={() => setEditing('new')}>{t('console.catalog.newSection')}</Button>
      </header>
      <CatalogTabs />
      {editing !== null && (
        <SectionForm
          key={editing === 'new' ? 'new' : editing.id}
          section={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {list.data ? (
        <ul className="catalog-sections">
          {list.data.map((s) => (
            <li key={s.id} className="console-panel catalog-sections__row">
              <span
                className="catalog-sections__swatch"
                style={{ background: `linear-gradient(90deg, ${s.gradient.join(', ')})` }}
                aria-hidden="true"
              />
              <span className="catalog-sections__name">
                <strong>{s.name}</strong>
                <span className="console-dim">
                  {s.nameEn ?? t('console.dash')} ·{' '}
                  <code className="console-code-text">{s.id}</code>
                </span>
              </span>
              <span className="console-dim">
                {t('console.catalog.casesN', { count: s.cases })} · #{s.position}
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('console.catalog.editNamed', { name: s.name })}
                onClick={() => setEditing(s)}
              >
                {t('console.catalog.edit')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <QueryFallback query={list} />
      )}
    </>
  );
}

export function CatalogSectionsPage() {
  return (
    <RequireRight right="catalog">
      <SectionsSection />
    </RequireRight>
  );
}
