/**
 * One pass level (spec 001 §3 Level, §4 states, §9 types): its number, type (classic, rare at
 * 15/30/40, ultra at 50), state (locked, current, claimable, received), cost, the progress of the
 * current level, its reward and, when reached and not claimed, the claim button.
 */
import { useTranslation } from 'react-i18next';
import type { ChallengeData, LevelData } from '../../../api/endpoints/get-challenge.ts';
import { Button } from '../../../ui/button.tsx';
import { levelState, levelType, MILESTONE_LEVELS } from '../lib/pass.ts';
import { CoinAmount, formatCoins } from './coin-amount.tsx';
import { LevelReward } from './level-reward.tsx';
import { ProgressBar } from './progress-bar.tsx';

export function LevelCard({
  level,
  progress,
  coins,
  icons,
  gradient,
  pending,
  onClaim,
  claimAllowed,
}: {
  level: LevelData;
  /** 0–1 towards this level from the previous one. */
  progress: number;
  coins: number;
  icons: ChallengeData['challengeIcons'];
  gradient: string;
  pending: boolean;
  onClaim: (level: number) => void;
  claimAllowed: boolean;
}) {
  const { t } = useTranslation();
  const state = levelState(level);
  const type = levelType(level.level);
  const titleId = `pass-level-${level.level}`;
  const milestone = MILESTONE_LEVELS.includes(level.level);
  return (
    <article
      className={`level-card level-card--${state} level-card--${type}${milestone ? ' level-card--milestone' : ''}`}
      aria-labelledby={titleId}
    >
      <header className="level-card__head">
        {type !== 'classic' && (
          <img
            className="level-card__icon"
            src={type === 'ultra' ? icons.ultra : icons.rare}
            alt=""
            width={28}
            height={28}
          />
        )}
        <h3 id={titleId} className="level-card__title">
          {t('season.pass.level', { level: level.level })}
        </h3>
        <span className="level-card__state">{t(`season.pass.state.${state}`)}</span>
      </header>
      {type !== 'classic' && <p className="level-card__type">{t(`season.pass.type.${type}`)}</p>}
      <LevelReward level={level} />
      <footer className="level-card__foot">
        {state === 'current' ? (
          <>
            <span className="level-card__cost">
              {t('season.pass.progress', {
                current: formatCoins(coins),
                cost: formatCoins(level.cost),
              })}
            </span>
            <ProgressBar
              value={progress}
              label={t('season.pass.level', { level: level.level })}
              gradient={gradient}
            />
          </>
        ) : state === 'claimable' && claimAllowed ? (
          <Button
            size="sm"
            className="level-card__claim"
            busy={pending}
            aria-label={`${t('season.pass.claim')}: ${t('season.pass.level', { level: level.level })}`}
            onClick={() => onClaim(level.level)}
          >
            {pending ? t('season.pass.claiming') : t('season.pass.claim')}
          </Button>
        ) : (
          <span className="level-card__cost">
            <CoinAmount value={level.cost} />
          </span>
        )}
      </footer>
    </article>
  );
}
