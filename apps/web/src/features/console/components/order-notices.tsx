/**
 * What the provider said about one order (issue 30 "payment orders with their notifications"): each verified
 * callback, reconciliation answer and console "reconcile now", oldest first, with what applying it did.
 */
import { useTranslation } from 'react-i18next';
import type { ConsoleOrderPage } from '../../../api/endpoints/get-console-order.ts';
import { useConsoleFormat } from '../lib/format.ts';
import { ListTable } from './list-table.tsx';

export function OrderNotices({ notices }: { notices: ConsoleOrderPage['notices'] }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  return (
    <section className="console-panel" aria-labelledby="console-order-notices">
      <div className="console-panel__head">
        <h2 id="console-order-notices">{t('console.money.orders.notices')}</h2>
      </div>
      {notices.length === 0 ? (
        <p className="console-empty">{t('console.money.orders.noNotices')}</p>
      ) : (
        <ListTable
          label={t('console.money.orders.notices')}
          rows={notices}
          columns={[
            {
              key: 'at',
              label: t('console.money.col.at'),
              cell: (n) => f.dateTime(n.at),
              nowrap: true,
            },
            {
              key: 'source',
              label: t('console.money.col.source'),
              cell: (n) => t(`console.money.orders.sources.${n.source}`),
            },
            {
              key: 'status',
              label: t('console.money.col.status'),
              cell: (n) => <code className="console-code-text">{n.status}</code>,
            },
            {
              key: 'amount',
              label: t('console.money.col.amount'),
              cell: (n) => `${n.amount} ${n.currency}`,
              num: true,
            },
            {
              key: 'result',
              label: t('console.money.col.result'),
              cell: (n) => <code className="console-code-text">{n.result}</code>,
            },
          ]}
        />
      )}
    </section>
  );
}
