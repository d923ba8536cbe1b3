/**
 * A player's ledger in the console (issue 30 "Players"): newest first, 50 a page — time, currency, signed
 * amount, balance after, reason and reference (an adjustment's is `audit:<id>`).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_PAGE_SIZE, useConsoleLedger } from '../../../api/endpoints/get-console-ledger.ts';
import { useConsoleFormat } from '../lib/format.ts';
import { Pager } from './pager.tsx';
import { QueryState } from './query-state.tsx';

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
        <QueryState
          error={ledger.error}
          isPending={ledger.isPending}
          onRetry={() => void ledger.refetch()}
        />
      ) : ledger.data.rows.length === 0 ? (
        <p className="console-empty">{t('console.ledger.empty')}</p>
      ) : (
        <>
          <div
            className="console-table-wrap"
            role="region"
            aria-label={t('console.ledger.table')}
            tabIndex={0}
          >
            <table className="console-table console-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('console.ledger.at')}</th>
                  <th scope="col">{t('console.ledger.currency')}</th>
                  <th scope="col" className="console-num">
                    {t('console.ledger.amount')}
                  </th>
                  <th scope="col" className="console-num">
                    {t('console.ledger.balanceAfter')}
                  </th>
                  <th scope="col">{t('console.ledger.reason')}</th>
                  <th scope="col">{t('console.ledger.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {ledger.data.rows.map((r) => (
                  <tr key={r.id}>
                    <td data-label={t('console.ledger.at')} className="console-nowrap">
                      {f.dateTime(r.at)}
                    </td>
                    <td data-label={t('console.ledger.currency')}>
                      {r.currency === 'RUB' ? '₽' : t('console.adjust.coin')}
                    </td>
                    <td
                      data-label={t('console.ledger.amount')}
                      className={`console-num console-amount--${r.amount < 0 ? 'out' : 'in'}`}
                    >
                      {f.signed(r.amount, r.currency)}
                    </td>
                    <td data-label={t('console.ledger.balanceAfter')} className="console-num">
                      {money(r.balanceAfter, r.currency)}
                    </td>
                    <td data-label={t('console.ledger.reason')} className="console-nowrap">
                      <code className="console-code-text">{r.reason}</code>
                    </td>
                    <td data-label={t('console.ledger.reference')}>
                      <code className="console-code-text">{r.reference}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
