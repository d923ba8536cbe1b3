/**
 * The overview's battle pass block (spec 001 §2 Event overview): the current level, the coins towards
 * the next one, its reward and a link to the full pass; finished once every level is reached (§4); a
 * visitor sees 0 coins and the sign-up call (§5).
 */
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useChallenge } from '../../../api/endpoints/get-challenge.ts';
import { useSignedIn } from '../../../api/token.ts';
import { paths } from '../../../shared/paths.ts';
import { currentLevel, isFinished, levelProgress } from '../lib/pass.ts';
import { CoinAmount, formatCoins } from './coin-amount.tsx';
import { LevelReward } from './level-reward.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { SignUpOverlay } from './sign-up-overlay.tsx';

export function PassSummary({
  cardGradient,
  withSignUp = true,
}: {
  cardGradient?: string;
  /** The visitor's sign-up call over the block (the pass page puts it over the levels instead). */
  withSignUp?: boolean;
}) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const pass = useChallenge().data;
  if (!pass || pass.levels.length === 0) return null;
  const coins = signedIn ? pass.currentCoins : 0;
  const next = currentLevel(pass.levels);
  const index = next ? pass.levels.indexOf(next) : -1;
  const finished = isFinished(pass.levels, coins);
  const reached = next ? next.level - 1 : pass.levels.length;
  const style = (cardGradient ? { '--card-gradient': cardGradient } : {}) as CSSProperties;

  return (
    <section className="pass-summary" aria-labelledby="pass-summary-title" style={style}>
      <div className="pass-summary__head">
        <img src={pass.challengeIcons.ultra} alt="" width={48} height={48} />
        <div>
          <h2 id="pass-summary-title">{t('season.pass.title')}</h2>
          <p className="pass-summary__lead">{t('season.pass.lead')}</p>
        </div>
        <Link
          to={paths.eventBattlePass()}
          className="btn btn--secondary btn--md pass-summary__open"
        >
          {t('season.pass.open')}
        </Link>
      </div>
      <div className="pass-summary__body">
        <div className="pass-summary__level">
          <span className="pass-summary__label">{t('season.pass.currentLevel')}</span>
          <span className="pass-summary__number">{reached}</span>
        </div>
        <div className="pass-summary__progress">
          {finished || !next ? (
            <p className="pass-summary__finished">
              <strong>{t('season.pass.finished')}</strong> {t('season.pass.finishedText')}
            </p>
          ) : (
            <>
              <div className="pass-summary__coins">
                <CoinAmount value={coins} />
                <span>
                  {t('season.pass.progress', {
                    current: formatCoins(coins),
                    cost: formatCoins(next.cost),
                  })}
                </span>
              </div>
              <ProgressBar
                value={levelProgress(pass.levels, index, coins)}
                label={t('season.pass.level', { level: next.level })}
                gradient={pass.challengeProgressGradient}
              />
            </>
          )}
        </div>
        {next && (
          <div className="pass-summary__reward">
            <span className="pass-summary__label">
              {t('season.pass.nextReward')} · {t('season.pass.level', { level: next.level })}
            </span>
            <LevelReward level={next} compact />
          </div>
        )}
      </div>
      {!signedIn && withSignUp && <SignUpOverlay />}
    </section>
  );
}
