/**
 * Claiming a pass level (spec 001 §4 Battle pass, §8 toasts): the level is held pending while its
 * claim flies and a second click on it is ignored; success shows "reward received" with the case or
 * the gold message, and the player and the pass reload. A failure shows nothing (§8 "claim failure
 * returns false with no message") — the reloaded pass shows the level's real state.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClaimChallengePrize } from '../../../api/endpoints/claim-challenge-prize.ts';
import { play } from '../../../shared/sound/sound.ts';
import { showToast } from '../../../ui/toast-store.ts';

export function useClaimLevel(): { pending: ReadonlySet<number>; claim: (level: number) => void } {
  const { t } = useTranslation();
  const mutation = useClaimChallengePrize();
  const inFlight = useRef(new Set<number>());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const claim = (level: number) => {
    if (inFlight.current.has(level)) return;
    inFlight.current.add(level);
    setPending(new Set(inFlight.current));
    mutation.mutate(level, {
      onSuccess: (result) => {
        play('claim');
        showToast({
          type: 'success',
          title: t('season.pass.claimedTitle'),
          message:
            result.prizeType === 'cases'
              ? t('season.pass.claimedCase')
              : t('season.pass.claimedGold'),
        });
      },
      onSettled: () => {
        inFlight.current.delete(level);
        setPending(new Set(inFlight.current));
      },
    });
  };
  return { pending, claim };
}
