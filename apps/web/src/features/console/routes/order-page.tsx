/**
 * /admin/orders/:id (issue 30 "payment orders with their notifications, reconcile now"; right withdrawals): the
 * order (player, amounts, provider, status, checks), its notices, and "reconcile now" while it is pending — the
 * provider is asked at once and a final answer settles the order exactly once.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useReconcileOrder } from '../../../api/endpoints/console-reconcile-order.ts';
import { useConsoleOrder } from '../../../api/endpoints/get-console-order.ts';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { OrderNotices } from '../components/order-notices.tsx';
import { QueryState } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { useConsoleFormat } from '../lib/format.ts';
import { useConsoleError } from '../lib/use-console-error.ts';

function Order({ id }: { id: string }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const q = useConsoleOrder(id);
  const reconcile = useReconcileOrder(id);
  const onError = useConsoleError();
  const back = (
    <Link className="console-back" to={paths.consoleOrders()}>
      ← {t('console.money.orders.back')}
    </Link>
  );
  if (isApiError(q.error) && q.error.code === 'order_not_found')
    return (
      <>
        {back}
        <section className="console-panel console-state">
          <h1 className="console-state__title">{t('console.money.orders.notFound')}</h1>
        </section>
      </>
    );
  if (!q.data)
    return (
      <>
        {back}
        <QueryState error={q.error} isPending={q.isPending} onRetry={() => void q.refetch()} />
      </>
    );
  const { order } = q.data;
  const item = (label: string, value: React.ReactNode) => (
    <div className="console-figures__item">
      <dt>{label}</dt>
      <dd className="console-break">{value}</dd>
    </div>
  );
  return (
    <>
      {back}
      <header className="console-head">
        <h1 className="console-break">
          {t('console.money.orders.one', { id: order.id.slice(0, 8) })}
        </h1>
        <p className="console-lead console-break">
          <code className="console-code-text">{order.id}</code>
        </p>
      </header>
      <section className="console-panel" aria-label={t('console.money.orders.summary')}>
        <dl className="console-figures">
          {item(
            t('console.money.col.player'),
            <Link to={paths.consolePlayer(order.userId)}>{order.nickname}</Link>,
          )}
          {item(t('console.money.col.status'), t(`console.money.orders.statuses.${order.status}`))}
          {item(t('console.money.col.amount'), f.rub(order.amount))}
          {item(
            t('console.money.orders.paid'),
            order.originalAmount === null
              ? t('console.dash')
              : `${order.originalAmount} ${order.currency}`,
          )}
          {item(t('console.money.col.provider'), `${order.provider} · ${order.directionId}`)}
          {item(t('console.money.orders.checks'), order.checks)}
          {item(t('console.money.col.at'), f.dateTime(order.createdAt))}
          {item(
            t('console.money.orders.completed'),
            order.completedAt ? f.dateTime(order.completedAt) : t('console.dash'),
          )}
        </dl>
        {order.status === 'pending' && (
          <div className="console-form__actions">
            <Button
              busy={reconcile.isPending}
              onClick={() =>
                reconcile.mutate(undefined, {
                  onSuccess: (r) =>
                    showToast({
                      type: 'success',
                      message: t('console.money.orders.reconciled', { result: r.result }),
                    }),
                  onError,
                })
              }
            >
              {t('console.money.orders.reconcile')}
            </Button>
          </div>
        )}
      </section>
      <OrderNotices notices={q.data.notices} />
    </>
  );
}

export function OrderPage() {
  const { id = '' } = useParams();
  return (
    <RequireRight right="withdrawals">
      <Order key={id} id={id} />
    </RequireRight>
  );
}
