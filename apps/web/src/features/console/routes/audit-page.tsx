/**
 * /admin/audit (issue 30 "Audit"; right audit.read): the audit log, newest first, 50 a page, filtered by
 * action, staff member and days (kept in the URL), each entry opening to its before and after.
 */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUDIT_PAGE_SIZE, useConsoleAudit } from '../../../api/endpoints/get-console-audit.ts';
import { AuditFilters } from '../components/audit-filters.tsx';
import { AuditTable } from '../components/audit-table.tsx';
import { Pager } from '../components/pager.tsx';
import { QueryFallback } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { readAuditSearch, toAuditFilters, type AuditSearch } from '../lib/audit-search.ts';

function AuditSection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = readAuditSearch(params);
  const log = useConsoleAudit(toAuditFilters(search));
  const go = (s: AuditSearch, page: number) => {
    const next = new URLSearchParams();
    for (const k of ['action', 'actor', 'from', 'to'] as const) if (s[k]) next.set(k, s[k]);
    if (page > 1) next.set('page', String(page));
    setParams(next);
  };
  const { page, ...filters } = search;
  return (
    <>
      <header className="console-head">
        <h1>{t('console.audit.title')}</h1>
        {log.data && (
          <p className="console-dim">{t('console.audit.total', { count: log.data.total })}</p>
        )}
      </header>
      <p className="console-lead">{t('console.audit.lead')}</p>
      <AuditFilters key={JSON.stringify(filters)} value={filters} onApply={(s) => go(s, 1)} />
      {log.data ? (
        log.data.entries.length === 0 ? (
          <p className="console-panel console-empty">{t('console.audit.empty')}</p>
        ) : (
          <>
            <AuditTable entries={log.data.entries} />
            <Pager
              page={page}
              total={log.data.total}
              pageSize={AUDIT_PAGE_SIZE}
              onPage={(p) => go(filters, p)}
            />
          </>
        )
      ) : (
        <QueryFallback query={log} />
      )}
    </>
  );
}

export function AuditPage() {
  return (
    <RequireRight right="audit.read">
      <AuditSection />
    </RequireRight>
  );
}
