/**
 * A player's ledger in the console (issue 30 "Players"): newest first, 50 a page — time, currency, signed
 * amount, balance after, reason and reference (an adjustment's is `audit:<id>`).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_PAGE_SIZE, useConsoleLedger } from '../../../api/endpoints/get-console-ledger.ts';
import { useConsoleFormat } from '../lib/format.ts';
import { Pager } from './pager.tsx';
import { ListTable } from './list-table.tsx';
import { QueryFallback } from './query-state.tsx';

export function PlayerLedger({ id }: { id: string }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const [page, setPage] = useState(1);
  const ledger = useConsoleLedger(id, page);
  const money = (v: number, currency: 'RUB' | 'COIN') =>
    currency === 'RUB' ? f.rub(v) : f.coins(v);
  return (
    <section className="console-panel" aria-labelledby="console-ledger">
      <div className="console-panel__head">
        <h2 id="console-ledger">{t('console.ledger.title')}</h2>
      </div>
      {!ledger.data ? (
        <QueryFallback query={ledger} />
      ) : ledger.data.rows.length === 0 ? (
        <p className="console-empty">{t('console.ledger.empty')}</p>
      ) : (
        <>
          <ListTable
            label={t('console.ledger.table')}
            rows={ledger.data.rows}
            columns={[
              {
                key: 'at',
                label: t('console.ledger.at'),
                nowrap: true,
                cell: (r) => f.dateTime(r.at),
              },
              {
                key: 'currency',
                label: t('console.ledger.currency'),
                cell: (r) => (r.currency === 'RUB' ? '₽' : t('console.adjust.coin')),
              },
              {
                key: 'amount',
                label: t('console.ledger.amount'),
                num: true,
                className: (r) => `console-amount--${r.amount < 0 ? 'out' : 'in'}`,
                cell: (r) => f.signed(r.amount, r.currency),
              },
              {
                key: 'balanceAfter',
                label: t('console.ledger.balanceAfter'),
                num: true,
                cell: (r) => money(r.balanceAfter, r.currency),
              },
              {
                key: 'reason',
                label: t('console.ledger.reason'),
                nowrap: true,
                cell: (r) => <code className="console-code-text">{r.reason}</code>,
              },
              {
                key: 'reference',
                label: t('console.ledger.reference'),
                cell: (r) => <code className="console-code-text">{r.reference}</code>,
              },
            ]}
          />
          <Pager
            page={page}
            total={ledger.data.total}
            pageSize={LEDGER_PAGE_SIZE}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
