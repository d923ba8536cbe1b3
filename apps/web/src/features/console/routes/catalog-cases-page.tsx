/**
 * /admin/catalog (issue 30 "Catalog and odds, provably"; right catalog): every case with its section, price, the
 * revision in force, expected value and RTP against the bounds, each linking to its editor; a new case.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConsoleCases } from '../../../api/endpoints/get-console-catalog-cases.ts';
import { paths } from '../../../shared/paths.ts';
import { CatalogTabs } from '../components/catalog-tabs.tsx';
import { QueryFallback } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { RtpBadge } from '../components/rtp-badge.tsx';
import { ListTable } from '../components/list-table.tsx';
import { useConsoleFormat } from '../lib/format.ts';

function CasesSection() {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const list = useConsoleCases();
  const data = list.data;
  return (
    <>
      <header className="console-head catalog-head">
        <h1>{t('console.catalog.title')}</h1>
        <Link className="btn btn--primary btn--md" to={paths.consoleCase('new')}>
          {t('console.catalog.newCase')}
        </Link>
      </header>
      <CatalogTabs />
      {data ? (
        <>
          <p className="console-dim">
            {t('console.catalog.bounds', {
              min: Math.round(data.rtpBounds.min * 1000) / 10,
              max: Math.round(data.rtpBounds.max * 1000) / 10,
            })}
          </p>
          <ListTable
            label={t('console.catalog.casesTable')}
            rows={data.cases}
            columns={[
              {
                key: 'case',
                label: t('console.catalog.case'),
                cell: (c) => (
                  <>
                    <Link to={paths.consoleCase(c.id)}>{c.name}</Link>{' '}
                    <code className="console-code-text">{c.slug}</code>
                  </>
                ),
              },
              { key: 'section', label: t('console.catalog.section'), cell: (c) => c.sectionId },
              {
                key: 'price',
                label: t('console.catalog.price'),
                num: true,
                cell: (c) => (c.currency === 'RUB' ? f.rub(c.price) : f.coins(c.price)),
              },
              {
                key: 'ev',
                label: t('console.catalog.ev'),
                num: true,
                cell: (c) => f.rub(c.expectedValue),
              },
              {
                key: 'rtp',
                label: t('console.catalog.rtp'),
                cell: (c) => (
                  <RtpBadge rtp={c.rtp} min={data.rtpBounds.min} max={data.rtpBounds.max} />
                ),
              },
              {
                key: 'revision',
                label: t('console.catalog.revision'),
                num: true,
                cell: (c) => c.revision,
              },
              {
                key: 'items',
                label: t('console.catalog.items'),
                num: true,
                cell: (c) => c.itemsCount,
              },
              {
                key: 'available',
                label: t('console.catalog.available'),
                cell: (c) => (c.available ? t('console.yes') : t('console.no')),
              },
            ]}
          />
        </>
      ) : (
        <QueryFallback query={list} />
      )}
    </>
  );
}

export function CatalogCasesPage() {
  return (
    <RequireRight right="catalog">
      <CasesSection />
    </RequireRight>
  );
}
