/** A player's payment orders in the console (issue 30 "Players"): each links to its page with the notices. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { useConsoleFormat } from '../lib/format.ts';
import { PlayerListPanel } from './player-list-panel.tsx';

export function PlayerOrders({ id, canOpen }: { id: string; canOpen: boolean }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  return (
    <PlayerListPanel
      id={id}
      list="orders"
      title={t('console.money.titles.orders')}
      columns={[
        {
          key: 'id',
          label: t('console.money.col.id'),
          cell: (r) =>
            canOpen ? (
              <Link to={paths.consoleOrder(r.id)}>{r.id.slice(0, 8)}</Link>
            ) : (
              <code className="console-code-text">{r.id.slice(0, 8)}</code>
            ),
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
        { key: 'provider', label: t('console.money.col.provider'), cell: (r) => r.provider },
        {
          key: 'at',
          label: t('console.money.col.at'),
          cell: (r) => f.dateTime(r.createdAt),
          nowrap: true,
        },
      ]}
    />
  );
}
