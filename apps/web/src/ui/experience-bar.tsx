/**
 * The experience bar of a player's level (spec 000 §3 User levels; issue 13 "Levels a player can see"):
 * a progressbar filled to `percentToNextLevel`, described by the experience still needed. Shared by the
 * header and the profile.
 */
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@cases/domain/format';
import './experience-bar.css';

/** "ещё 120 опыта" / "120 XP to go": the text of the experience the next level still needs. */
export function useExpToNextText(): (exp: number) => string {
  const { t, i18n } = useTranslation();
  return (exp) => t('levels.toNext', { exp: formatAmount(exp, i18n.language) });
}

/** A bar `percent` (0–100) full, announced as "Experience to the next level" with `expToNext` as its text. */
export function ExperienceBar({
  percent,
  expToNext,
  className,
}: {
  percent: number;
  expToNext: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const toNext = useExpToNextText();
  const value = Math.min(100, Math.max(0, percent));
  return (
    <span
      className={`experience-bar ${className ?? ''}`}
      role="progressbar"
      aria-label={t('levels.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={toNext(expToNext)}
    >
      <span style={{ width: `${value}%` }} />
    </span>
  );
}
