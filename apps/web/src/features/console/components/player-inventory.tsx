/**
 * A player's inventory in the console (issue 30 "Players"): every item they ever had, newest first, with its
 * status (progress: active) and price.
 */
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../lib/format.ts';
import { PlayerListPanel } from './player-list-panel.tsx';

export function PlayerInventory({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const f = useConsoleFormat();
  return (
    <PlayerListPanel
      id={id}
      list="inventory"
      title={t('console.money.titles.inventory')}
      columns={[
        { key: 'id', label: t('console.money.col.id'), cell: (r) => r.id, nowrap: true },
        {
          key: 'item',
          label: t('console.money.col.item'),
          cell: (r) => (i18n.language === 'en' && r.nameEn) || r.name,
        },
        {
          key: 'price',
          label: t('console.money.col.price'),
          cell: (r) => f.rub(r.price),
          num: true,
        },
        {
          key: 'status',
          label: t('console.money.col.status'),
          cell: (r) => <code className="console-code-text">{r.status}</code>,
        },
        { key: 'source', label: t('console.money.col.source'), cell: (r) => r.source },
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
