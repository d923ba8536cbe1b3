/**
 * One console save that waits for a second approval (issue 44; /admin/approvals): what it saves, what it raises
 * (roubles per purchase, opening or level) and why it waits, who sent it and when, the body it would save, and —
 * for a staff member with `money.adjust` other than its sender — "Approve" (runs the save) and "Reject".
 */
import { useTranslation } from 'react-i18next';
import type { ConsoleApproval } from '../../../api/endpoints/get-console-approvals.ts';
import { useDecideConsoleApproval } from '../../../api/endpoints/console-decide-approval.ts';
import { useConsoleMe } from '../../../api/endpoints/get-console-me.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsoleFormat } from '../lib/format.ts';
import { useConsoleError } from '../lib/use-console-error.ts';
import { JsonView } from './json-view.tsx';

export function ApprovalItem({ approval: a }: { approval: ConsoleApproval }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const me = useConsoleMe().data;
  const decide = useDecideConsoleApproval();
  const onError = useConsoleError();
  const mine = me?.userId === a.requestedBy;
  const send = (decision: 'approve' | 'reject') =>
    decide.mutate(
      { id: a.id, decision },
      {
        onSuccess: () =>
          showToast({ type: 'success', message: t(`console.approvals.done.${decision}`) }),
        onError,
      },
    );
  return (
    <li>
      <details className="content-item">
        <summary>
          <span>{t(`console.approvals.kinds.${a.kind}`)}</span>
          <span className="console-dim">
            {a.target} · +{f.rub(a.value)} · {t(`console.approvals.reasons.${a.reason}`)}
          </span>
          <span className={`console-badge console-badge--${BADGE[a.status]}`}>
            {t(`console.approvals.statuses.${a.status}`)}
          </span>
        </summary>
        <div className="content-item__body">
          <p className="console-dim">
            {t('console.approvals.sentBy', {
              who: a.requestedByName,
              at: f.dateTime(a.requestedAt),
            })}
            {a.decidedAt &&
              ` · ${t('console.approvals.decidedAt', { at: f.dateTime(a.decidedAt) })}`}
          </p>
          <JsonView value={a.body} title={t('console.approvals.body')} />
          {a.status === 'pending' &&
            (mine ? (
              <p className="console-dim">{t('console.approvals.own')}</p>
            ) : (
              <div className="console-row-actions">
                <Button busy={decide.isPending} onClick={() => send('approve')}>
                  {t('console.approvals.approve')}
                </Button>
                <Button variant="danger" disabled={decide.isPending} onClick={() => send('reject')}>
                  {t('console.approvals.reject')}
                </Button>
              </div>
            ))}
        </div>
      </details>
    </li>
  );
}

const BADGE = { pending: 'wait', approved: 'ok', rejected: 'bad' } as const;
