/**
 * /event/battle-pass (spec 001 §2, §3 Battle pass, §4, §5): the levels 1–50 as cards with their states,
 * types and rewards, the claim of reached levels, the open tasks, the info popup of all rewards and the
 * daily case; finished when every level is reached; a visitor sees 0 coins and the sign-up call.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChallenge } from '../../../api/endpoints/get-challenge.ts';
import { useDailyCase } from '../../../api/endpoints/get-daily-cases.ts';
import { usePopupInfo } from '../../../api/endpoints/get-popup-info.ts';
import { useSignedIn } from '../../../api/token.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { LevelCard } from '../components/level-card.tsx';
import { PassSummary } from '../components/pass-summary.tsx';
import { RewardsPopup } from '../components/rewards-popup.tsx';
import { SignUpOverlay } from '../components/sign-up-overlay.tsx';
import { TaskList } from '../components/task-list.tsx';
import { levelProgress } from '../lib/pass.ts';
import { useClaimLevel } from '../lib/use-claim.ts';

export function BattlePassPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const challenge = useChallenge();
  const [info, setInfo] = useState(false);
  // A player's daily case comes from /v1/popup/info; the daily-case list only pictures one for a visitor.
  const daily = useDailyCase(info && !signedIn);
  const popup = usePopupInfo(info).data?.dailyCase ?? undefined;
  const { pending, claim } = useClaimLevel();
  const pass = challenge.data;

  if (challenge.isPending) return <Spinner page />;
  if (!pass) return <p className="season-note">{t('season.loadFailed')}</p>;
  const coins = signedIn ? pass.currentCoins : 0;

  return (
    <div className="page pass-page">
      <PassSummary withSignUp={false} />
      <div className="pass-page__bar">
        <h2 className="season-h2">{t('season.pass.levels')}</h2>
        <Button variant="secondary" size="sm" onClick={() => setInfo(true)}>
          {t('season.pass.infoButton')}
        </Button>
      </div>
      <div className="pass-levels-wrap">
        <div className="pass-levels">
          {pass.levels.map((level, i) => (
            <LevelCard
              key={level.level}
              level={level}
              progress={levelProgress(pass.levels, i, coins)}
              coins={coins}
              icons={pass.challengeIcons}
              gradient={pass.challengeProgressGradient}
              pending={pending.has(level.level)}
              onClaim={claim}
              claimAllowed={signedIn}
            />
          ))}
        </div>
        {!signedIn && <SignUpOverlay />}
      </div>
      {signedIn && <TaskList levels={pass.levels} gradient={pass.challengeProgressGradient} />}
      <RewardsPopup
        open={info}
        onClose={() => setInfo(false)}
        levels={pass.levels}
        dailyImage={popup?.img ?? daily?.img ?? pass.challengeIcons.case}
        daily={popup}
      />
    </div>
  );
}
