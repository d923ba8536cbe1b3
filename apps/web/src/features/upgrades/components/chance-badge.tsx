/** The chance badge (spec 001 §2, §5): low below 25 %, middle from 25 %, high from 60 % (domain chanceBadge). */
import { useTranslation } from 'react-i18next';
import { chanceBadge } from '@cases/domain/upgrade';

export function ChanceBadge({ chance }: { chance: number }) {
  const { t } = useTranslation();
  const badge = chanceBadge(chance);
  return (
    <span className={`chance-badge chance-badge--${badge}`}>{t(`upgrades.badge.${badge}`)}</span>
  );
}
