/**
 * A player's state as a small badge: blocked (red) or active (green).
 */
import { useTranslation } from 'react-i18next';

export function BlockedBadge({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`console-badge console-badge--${blocked ? 'bad' : 'ok'}`}>
      {blocked ? t('console.players.blocked') : t('console.players.active')}
    </span>
  );
}
