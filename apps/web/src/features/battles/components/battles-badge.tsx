/**
 * The notification count of the battles tab (spec 001 §2): a red 1 while the player is in a battle,
 * else the number of their private battles under way; nothing for 0 or a visitor.
 */
import { useTranslation } from 'react-i18next';
import { notificationCount, useBattleStatus } from '../api/get-battle-status.ts';
import './badge.css';

export function BattlesBadge() {
  const { t } = useTranslation();
  const n = notificationCount(useBattleStatus().data);
  if (n === 0) return null;
  return (
    <span className="battles-badge" aria-label={t('battles.badge', { count: n })}>
      {n}
    </span>
  );
}
