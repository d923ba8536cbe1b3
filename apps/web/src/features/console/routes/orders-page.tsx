/**
 * /admin/orders (issue 30 "payment orders"; right withdrawals): payment orders newest first, filtered by status
 * and player, 50 a page; each opens its page with the provider's notices and "reconcile now".
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_PAGE_SIZE } from '@cases/domain/api/admin-player-lists';
import { useConsoleOrders, type OrdersFilter } from '../../../api/endpoints/get-console-orders.ts';
import { paths } from '../../../shared/paths.ts';
import { ListTable } from '../components/list-table.tsx';
import { OrdersFilters } from '../components/orders-filters.tsx';
import { Pager } from '../components/pager.tsx';
import { QueryState } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { useConsoleFormat } from '../lib/format.ts';

function Orders() {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const [filter, setFilter] = useState<OrdersFilter>({ status: '', userId: '', page: 1 });
  const q = useConsoleOrders(filter);
  return (
    <>
      <header className="console-head">
        <h1>{t('console.money.orders.title')}</h1>
        <p className="console-lead">{t('console.money.orders.lead')}</p>
      </header>
      <OrdersFilters value={filter} onApply={(d) => setFilter({ ...d, page: 1 })} />
      <section className="console-panel" aria-label={t('console.money.orders.table')}>
        {!q.data ? (
          <QueryState error={q.error} isPending={q.isPending} onRetry={() => void q.refetch()} />
        ) : q.data.rows.length === 0 ? (
          <p className="console-empty">{t('console.money.empty')}</p>
        ) : (
          <>
            <ListTable
              label={t('console.money.orders.table')}
              rows={q.data.rows}
              columns={[
                {
                  key: 'id',
                  label: t('console.money.col.id'),
                  cell: (r) => <Link to={paths.consoleOrder(r.id)}>{r.id.slice(0, 8)}</Link>,
                },
                {
                  key: 'player',
                  label: t('console.money.col.player'),
                  cell: (r) => <Link to={paths.consolePlayer(r.userId)}>{r.nickname}</Link>,
                },
                {
                  key: 'amount',
                  label: t('console.money.col.amount'),
                  cell: (r) => f.rub(r.amount),
                  num: true,
                },
                {
                  key: 'status',
                  label: t('console.money.col.status'),
                  cell: (r) => t(`console.money.orders.statuses.${r.status}`),
                },
                {
                  key: 'provider',
                  label: t('console.money.col.provider'),
                  cell: (r) => r.provider,
                },
                {
                  key: 'at',
                  label: t('console.money.col.at'),
                  cell: (r) => f.dateTime(r.createdAt),
                  nowrap: true,
                },
              ]}
            />
            <Pager
              page={filter.page}
              total={q.data.total}
              pageSize={CONSOLE_PAGE_SIZE}
              onPage={(page) => setFilter({ ...filter, page })}
            />
          </>
        )}
      </section>
    </>
  );
}

export function OrdersPage() {
  return (
    <RequireRight right="withdrawals">
      <Orders />
    </RequireRight>
  );
}
