/**
 * A player's figures in the console (issue 30 "Players"): balance (₽), coins, level, lifetime deposits
 * (₽), active items and their value, open withdrawals, self-exclusion, block and its reason, staff role.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsolePlayerProfile } from '../../../api/endpoints/get-console-player.ts';
import { useConsoleFormat } from '../lib/format.ts';

export function PlayerFigures({ profile: p }: { profile: ConsolePlayerProfile }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const selfExclusion = !p.selfExcluded
    ? t('console.no')
    : p.selfExcludedUntil
      ? t('console.player.selfExcludedUntil', { date: f.dateTime(p.selfExcludedUntil) })
      : t('console.player.selfExcludedForever');
  const figures: [string, ReactNode, string?][] = [
    [t('console.players.balance'), f.rub(p.player.balance), 'balance'],
    [t('console.players.coins'), f.coins(p.player.coinBalance), 'coins'],
    [t('console.players.level'), p.player.level],
    [t('console.player.deposits'), f.rub(p.depositsTotal)],
    [
      t('console.player.items'),
      t('console.player.itemsValue', { count: p.itemsActive, value: f.rub(p.itemsActiveValue) }),
    ],
    [t('console.player.withdrawals'), p.withdrawalsOpen],
    [t('console.player.selfExclusion'), selfExclusion],
    [
      t('console.player.blockedState'),
      p.player.blocked
        ? t('console.player.blockedReason', { reason: p.blockedReason ?? t('console.dash') })
        : t('console.no'),
    ],
    [t('console.player.role'), p.role ? t(`console.roles.${p.role}`) : t('console.no')],
  ];
  return (
    <section className="console-panel" aria-label={t('console.player.figures')}>
      <dl className="console-figures">
        {figures.map(([label, value, testId]) => (
          <div key={label} className="console-figures__item" data-testid={testId}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
