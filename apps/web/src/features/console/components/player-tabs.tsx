/**
 * The player page's lists (issue 30 "Players"): one shown at a time — the ledger, inventory, battles, games,
 * payment orders, withdrawals, limits and self-exclusion — picked with a row of toggle buttons.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { PlayerBattles } from './player-battles.tsx';
import { PlayerGames } from './player-games.tsx';
import { PlayerInventory } from './player-inventory.tsx';
import { PlayerLedger } from './player-ledger.tsx';
import { PlayerLimits } from './player-limits.tsx';
import { PlayerOrders } from './player-orders.tsx';
import { PlayerWithdrawals } from './player-withdrawals.tsx';
import './console-money.css';

const TABS = [
  'ledger',
  'inventory',
  'battles',
  'games',
  'orders',
  'withdrawals',
  'limits',
] as const;
type Tab = (typeof TABS)[number];

export function PlayerTabs({ id, canOpenOrders }: { id: string; canOpenOrders: boolean }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('ledger');
  const panels: Record<Tab, ReactNode> = {
    ledger: <PlayerLedger id={id} />,
    inventory: <PlayerInventory id={id} />,
    battles: <PlayerBattles id={id} />,
    games: <PlayerGames id={id} />,
    orders: <PlayerOrders id={id} canOpen={canOpenOrders} />,
    withdrawals: <PlayerWithdrawals id={id} />,
    limits: <PlayerLimits id={id} />,
  };
  return (
    <>
      <div className="console-tabs" role="group" aria-label={t('console.money.tabs.label')}>
        {TABS.map((k) => (
          <Button
            key={k}
            size="sm"
            variant={k === tab ? 'primary' : 'secondary'}
            className="console-tabs__tab"
            aria-pressed={k === tab}
            onClick={() => setTab(k)}
          >
            {t(`console.money.tabs.${k}`)}
          </Button>
        ))}
      </div>
      {panels[tab]}
    </>
  );
}
