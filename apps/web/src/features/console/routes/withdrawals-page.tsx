/**
 * /admin/withdrawals?view (issue 30 "The withdrawal queue"; right withdrawals): stuck (open, nothing moving
 * it), failed (the item back in the inventory) or every open withdrawal — player, item, value, state, who
 * delivers it and where it stands there (issue 46), age, attempts — with retry, cancel, mark sent by hand and switch
 * provider on each; above it the trade providers panel (issue 46), with the marketplace's low-balance alert.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_PAGE_SIZE } from '@cases/domain/api/admin-player-lists';
import { WITHDRAWAL_VIEWS, type WithdrawalView } from '@cases/domain/api/admin-withdrawals';
import { useConsoleWithdrawals } from '../../../api/endpoints/get-console-withdrawals.ts';
import { useConsoleWithdrawalProviders } from '../../../api/endpoints/get-console-withdrawal-providers.ts';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { ListTable } from '../components/list-table.tsx';
import { Pager } from '../components/pager.tsx';
import { QueryState } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { WithdrawalActions } from '../components/withdrawal-actions.tsx';
import { WithdrawalDelivery } from '../components/withdrawal-delivery.tsx';
import { WithdrawalProviders } from '../components/withdrawal-providers.tsx';
import { ageText } from '../lib/age.ts';
import { useConsoleFormat } from '../lib/format.ts';

function Queue() {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('view');
  const view: WithdrawalView = WITHDRAWAL_VIEWS.includes(raw as WithdrawalView)
    ? (raw as WithdrawalView)
    : 'stuck';
  const [page, setPage] = useState(1);
  const q = useConsoleWithdrawals(view, page);
  const providers = useConsoleWithdrawalProviders().data;
  const names = providers?.map((p) => p.provider) ?? [];
  const pick = (v: WithdrawalView) => {
    setPage(1);
    setSearch(v === 'stuck' ? {} : { view: v });
  };
  return (
    <>
      <header className="console-head">
        <h1>{t('console.money.queue.title')}</h1>
        <p className="console-lead">{t('console.money.queue.lead')}</p>
      </header>
      {providers && <WithdrawalProviders providers={providers} />}
      <div className="console-tabs" role="group" aria-label={t('console.money.queue.views.label')}>
        {WITHDRAWAL_VIEWS.map((v) => (
          <Button
            key={v}
            size="sm"
            variant={v === view ? 'primary' : 'secondary'}
            aria-pressed={v === view}
            onClick={() => pick(v)}
          >
            {t(`console.money.queue.views.${v}`)}
          </Button>
        ))}
      </div>
      <section className="console-panel" aria-label={t(`console.money.queue.views.${view}`)}>
        {!q.data ? (
          <QueryState error={q.error} isPending={q.isPending} onRetry={() => void q.refetch()} />
        ) : q.data.rows.length === 0 ? (
          <p className="console-empty">{t('console.money.queue.empty')}</p>
        ) : (
          <>
            <ListTable
              label={t('console.money.queue.table')}
              rows={q.data.rows}
              columns={[
                {
                  key: 'player',
                  label: t('console.money.col.player'),
                  cell: (r) => <Link to={paths.consolePlayer(r.userId)}>{r.nickname}</Link>,
                },
                { key: 'item', label: t('console.money.col.item'), cell: (r) => r.itemName },
                {
                  key: 'price',
                  label: t('console.money.col.price'),
                  cell: (r) => f.rub(r.price),
                  num: true,
                },
                {
                  key: 'state',
                  label: t('console.money.col.state'),
                  cell: (r) => (
                    <code className="console-code-text">
                      <span className="console-nowrap">{r.state}</span>
                      {r.errorCode ? ` · ${r.errorCode}` : ''}
                    </code>
                  ),
                },
                {
                  key: 'delivery',
                  label: t('console.money.col.delivery'),
                  cell: (r) => <WithdrawalDelivery w={r} />,
                },
                {
                  key: 'age',
                  label: t('console.money.col.age'),
                  cell: (r) => ageText(t, r.createdAt),
                  nowrap: true,
                },
                {
                  key: 'attempts',
                  label: t('console.money.col.attempts'),
                  cell: (r) => r.attempts,
                  num: true,
                },
                {
                  key: 'actions',
                  label: t('console.money.col.actions'),
                  cell: (r) => (
                    <WithdrawalActions key={`${r.id}:${r.state}`} w={r} providers={names} />
                  ),
                  wide: true,
                },
              ]}
            />
            <Pager page={page} total={q.data.total} pageSize={CONSOLE_PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </section>
    </>
  );
}

export function WithdrawalsPage() {
  return (
    <RequireRight right="withdrawals">
      <Queue />
    </RequireRight>
  );
}
