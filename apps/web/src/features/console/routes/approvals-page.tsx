/**
 * /admin/approvals (issue 44 "Staff cannot mint money"; right money.adjust): the console saves that pay out more than
 * CONTENT_VALUE_CAP_RUB, or more than their sender's day has left, waiting for a second staff member — and, by the
 * status filter, those approved or rejected. Each is approved (the save runs) or rejected here.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_STATUSES } from '@cases/domain/api/admin-approvals';
import {
  useConsoleApprovals,
  type ApprovalStatus,
} from '../../../api/endpoints/get-console-approvals.ts';
import { ApprovalItem } from '../components/approval-item.tsx';
import { QueryFallback } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import '../components/content/content.css';
import '../components/console-money.css';

function ApprovalsSection() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ApprovalStatus>('pending');
  const list = useConsoleApprovals(status);
  return (
    <>
      <header className="console-head">
        <h1>{t('console.approvals.title')}</h1>
      </header>
      <p className="console-lead">{t('console.approvals.lead')}</p>
      <section className="console-panel" aria-label={t('console.approvals.title')}>
        <div className="field approvals-status">
          <label htmlFor="approvals-status">{t('console.approvals.status')}</label>
          <select
            id="approvals-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as ApprovalStatus)}
          >
            {APPROVAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`console.approvals.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {list.data ? (
          list.data.length === 0 ? (
            <p className="console-dim">{t(`console.approvals.empty.${status}`)}</p>
          ) : (
            <ul className="content-list">
              {list.data.map((a) => (
                <ApprovalItem key={`${a.id}:${a.status}`} approval={a} />
              ))}
            </ul>
          )
        ) : (
          <QueryFallback query={list} />
        )}
      </section>
    </>
  );
}

export function ApprovalsPage() {
  return (
    <RequireRight right="money.adjust">
      <ApprovalsSection />
    </RequireRight>
  );
}
