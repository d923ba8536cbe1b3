/**
 * The level and experience bar (spec 000 §3 User levels: `percentToNextLevel`, `expToNextLevel`; §9
 * level colour bands): the level badge, the bar, and how much experience the next level needs.
 */
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@cases/domain/format';
import { LevelBadge } from '../../../ui/level-badge.tsx';

export function ExperienceBar({
  level,
  percent,
  expToNext,
}: {
  level: number;
  percent: number;
  expToNext: number;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="exp-bar">
      <LevelBadge level={level} />
      <div
        className="exp-bar__track"
        role="progressbar"
        aria-label={t('levels.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
      </div>
      <span className="exp-bar__left">
        {t('levels.toNext', { exp: formatAmount(expToNext, i18n.language) })}
      </span>
    </div>
  );
}
