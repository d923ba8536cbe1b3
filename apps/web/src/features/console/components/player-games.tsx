/**
 * A player's games in the console (issue 30 "Players"): upgrades (stake, target, won), contracts (value in and
 * out) and Techies mines (bet, mines, payout), each its own paged list.
 */
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../lib/format.ts';
import { PlayerListPanel } from './player-list-panel.tsx';

export function PlayerGames({ id }: { id: string }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const at = {
    key: 'at',
    label: t('console.money.col.at'),
    cell: (r: { createdAt: string }) => f.dateTime(r.createdAt),
    nowrap: true,
  };
  return (
    <div className="console-stack">
      <PlayerListPanel
        id={id}
        list="upgrades"
        title={t('console.money.titles.upgrades')}
        columns={[
          {
            key: 'stake',
            label: t('console.money.col.stake'),
            cell: (r) => f.rub(r.stakeValue),
            num: true,
          },
          {
            key: 'target',
            label: t('console.money.col.target'),
            cell: (r) => f.rub(r.targetValue),
            num: true,
          },
          {
            key: 'won',
            label: t('console.money.col.won'),
            cell: (r) => (r.success ? t('console.yes') : t('console.no')),
          },
          at,
        ]}
      />
      <PlayerListPanel
        id={id}
        list="contracts"
        title={t('console.money.titles.contracts')}
        columns={[
          {
            key: 'input',
            label: t('console.money.col.input'),
            cell: (r) => f.rub(r.inputValue),
            num: true,
          },
          {
            key: 'value',
            label: t('console.money.col.value'),
            cell: (r) => f.rub(r.value),
            num: true,
          },
          {
            key: 'credit',
            label: t('console.money.col.credit'),
            cell: (r) => f.rub(r.credit),
            num: true,
          },
          at,
        ]}
      />
      <PlayerListPanel
        id={id}
        list="mines"
        title={t('console.money.titles.mines')}
        columns={[
          {
            key: 'status',
            label: t('console.money.col.status'),
            cell: (r) => <code className="console-code-text">{r.status}</code>,
          },
          {
            key: 'bet',
            label: t('console.money.col.bet'),
            cell: (r) => f.rub(r.amount),
            num: true,
          },
          { key: 'mines', label: t('console.money.col.mines'), cell: (r) => r.mines, num: true },
          {
            key: 'payout',
            label: t('console.money.col.payout'),
            cell: (r) => f.rub(r.payout),
            num: true,
          },
          at,
        ]}
      />
    </div>
  );
}
