/**
 * The level block of the profile header (spec 000 §3 User levels, §9 level colour bands; issue 13
 * "Levels a player can see"): the level in its colour band, the experience bar with
 * `percentToNextLevel` and `expToNextLevel`, and on the own profile the next level case
 * (`nextLevelCaseData`) and when a claimed level case opens again (`nearestCaseTime`).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLevels } from '../../../api/endpoints/get-levels.ts';
import { Countdown } from '../../../ui/countdown.tsx';
import { ExperienceBar, useExpToNextText } from '../../../ui/experience-bar.tsx';
import { LevelBadge } from '../../../ui/level-badge.tsx';

/**
 * Level progress of `userId`; `level` (from the public profile) shows alone until the levels call
 * answers or when it fails. The level cases show only when `own`.
 */
export function ProfileLevel({
  userId,
  level,
  own,
}: {
  userId: string;
  level: number;
  own: boolean;
}) {
  const { t } = useTranslation();
  const expToNextText = useExpToNextText();
  const levels = useLevels(userId).data;
  if (!levels) return <span className="profile-card__level">{t('profile.level', { level })}</span>;
  const next = levels.nextLevelCaseData;
  const nearest = levels.nearestCaseTime ? Date.parse(levels.nearestCaseTime) : null;
  return (
    <div className="profile-level" role="group" aria-label={t('levels.title')}>
      <div className="profile-level__head">
        <LevelBadge level={levels.userLevel} />
        <span className="profile-level__name">
          {t('levels.level', { level: levels.userLevel })}
        </span>
        <span className="profile-level__percent">
          {t('levels.percent', { percent: Math.floor(levels.percentToNextLevel) })}
        </span>
      </div>
      <ExperienceBar
        className="profile-level__bar"
        percent={levels.percentToNextLevel}
        expToNext={levels.expToNextLevel}
      />
      <span className="profile-level__to-next">{expToNextText(levels.expToNextLevel)}</span>
      {own && (
        <p className="profile-level__case">
          {next ? (
            <>
              {t('levels.nextCase')}: <Link to={next.link}>{next.caseName}</Link>
            </>
          ) : (
            t('levels.nextCaseNone')
          )}
        </p>
      )}
      {own && nearest !== null && nearest > Date.now() && (
        <p className="profile-level__case">
          {t('levels.nearest')} <Countdown endsAt={nearest} className="profile-level__time" />
        </p>
      )}
    </div>
  );
}
