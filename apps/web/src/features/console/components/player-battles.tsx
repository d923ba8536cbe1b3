/** A player's battles in the console (issue 30 "Players"): status, seats, seat price, paid, won. */
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../lib/format.ts';
import { PlayerListPanel } from './player-list-panel.tsx';

export function PlayerBattles({ id }: { id: string }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const yesNo = (v: boolean | null) =>
    v === null ? t('console.dash') : v ? t('console.yes') : t('console.no');
  return (
    <PlayerListPanel
      id={id}
      list="battles"
      title={t('console.money.titles.battles')}
      columns={[
        {
          key: 'id',
          label: t('console.money.col.id'),
          cell: (r) => <code className="console-code-text">{r.id}</code>,
        },
        {
          key: 'status',
          label: t('console.money.col.status'),
          cell: (r) => <code className="console-code-text">{r.status}</code>,
        },
        { key: 'seats', label: t('console.money.col.seats'), cell: (r) => r.seats, num: true },
        { key: 'paid', label: t('console.money.col.paid'), cell: (r) => f.rub(r.paid), num: true },
        { key: 'won', label: t('console.money.col.won'), cell: (r) => yesNo(r.won) },
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
