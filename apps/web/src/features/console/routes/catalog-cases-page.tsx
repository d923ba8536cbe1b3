/**
 * /admin/catalog (issue 30 "Catalog and odds, provably"; right catalog): every case with its section, price, the
 * revision in force, expected value and RTP against the bounds, each linking to its editor; a new case.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConsoleCases } from '../../../api/endpoints/get-console-catalog-cases.ts';
import { paths } from '../../../shared/paths.ts';
import { CatalogTabs } from '../components/catalog-tabs.tsx';
import { QueryState } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { RtpBadge } from '../components/rtp-badge.tsx';
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
          <div
            className="console-table-wrap"
            role="region"
            aria-label={t('console.catalog.casesTable')}
            tabIndex={0}
          >
            <table className="console-table console-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('console.catalog.case')}</th>
                  <th scope="col">{t('console.catalog.section')}</th>
                  <th scope="col" className="console-num">
                    {t('console.catalog.price')}
                  </th>
                  <th scope="col" className="console-num">
                    {t('console.catalog.ev')}
                  </th>
                  <th scope="col">{t('console.catalog.rtp')}</th>
                  <th scope="col" className="console-num">
                    {t('console.catalog.revision')}
                  </th>
                  <th scope="col" className="console-num">
                    {t('console.catalog.items')}
                  </th>
                  <th scope="col">{t('console.catalog.available')}</th>
                </tr>
              </thead>
              <tbody>
                {data.cases.map((c) => (
                  <tr key={c.id}>
                    <td data-label={t('console.catalog.case')}>
                      <Link to={paths.consoleCase(c.id)}>{c.name}</Link>{' '}
                      <code className="console-code-text">{c.slug}</code>
                    </td>
                    <td data-label={t('console.catalog.section')}>{c.sectionId}</td>
                    <td data-label={t('console.catalog.price')} className="console-num">
                      {c.currency === 'RUB' ? f.rub(c.price) : f.coins(c.price)}
                    </td>
                    <td data-label={t('console.catalog.ev')} className="console-num">
                      {f.rub(c.expectedValue)}
                    </td>
                    <td data-label={t('console.catalog.rtp')}>
                      <RtpBadge rtp={c.rtp} min={data.rtpBounds.min} max={data.rtpBounds.max} />
                    </td>
                    <td data-label={t('console.catalog.revision')} className="console-num">
                      {c.revision}
                    </td>
                    <td data-label={t('console.catalog.items')} className="console-num">
                      {c.itemsCount}
                    </td>
                    <td data-label={t('console.catalog.available')}>
                      {c.available ? t('console.yes') : t('console.no')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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

export function CatalogCasesPage() {
  return (
    <RequireRight right="catalog">
      <CasesSection />
    </RequireRight>
  );
}
