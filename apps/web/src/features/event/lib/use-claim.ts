/**
 * Claiming a pass level (spec 001 §4 Battle pass, §8 toasts): the level is held pending while its
 * claim flies and a second click on it is ignored; success shows "reward received" with what the reward paid
 * (money, coins, a case's free opening, or several), and the player and the pass reload. A failure shows nothing (§8 "claim failure
 * returns false with no message") — the reloaded pass shows the level's real state.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClaimChallengePrize } from '../../../api/endpoints/claim-challenge-prize.ts';
import { play } from '../../../shared/sound/sound.ts';
import { showToast } from '../../../ui/toast-store.ts';

/** What a claimed reward says, by what it paid (issue 48: a coin reward is not money on the balance, and a case
 * reward is a free opening on the case's card, not an item in the inventory). */
export const CLAIMED_TEXT = {
  cases: 'season.pass.claimedCase',
  money: 'season.pass.claimedMoney',
  coins: 'season.pass.claimedCoins',
  mixed: 'season.pass.claimedMixed',
} as const;

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
          message: t(CLAIMED_TEXT[result.prizeType]),
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
