/** A player's withdrawals in the console (issue 30 "Players"): item, value, state, attempts, when. */
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../lib/format.ts';
import { PlayerListPanel } from './player-list-panel.tsx';

export function PlayerWithdrawals({ id }: { id: string }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  return (
    <PlayerListPanel
      id={id}
      list="withdrawals"
      title={t('console.money.titles.withdrawals')}
      columns={[
        { key: 'id', label: t('console.money.col.id'), cell: (r) => r.id, nowrap: true },
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
              {r.state}
              {r.errorCode ? ` · ${r.errorCode}` : ''}
            </code>
          ),
        },
        {
          key: 'attempts',
          label: t('console.money.col.attempts'),
          cell: (r) => r.attempts,
          num: true,
        },
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
