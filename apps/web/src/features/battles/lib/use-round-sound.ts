/**
 * The battle round sound (issue 31 "Sound"): once each time a round's reels start to spin, as
 * the arena sees it (a late viewer hears the round it arrives in).
 */
import { useEffect, useRef } from 'react';
import { play } from '../../../shared/sound/sound.ts';

/** Plays `round` when `cur` enters the spinning state of a round not heard yet. */
export function useRoundSound(cur: { round: number; state: string } | null): void {
  const heard = useRef(-1);
  const spinningRound = cur?.state === 'spinning' ? cur.round : -1;
  useEffect(() => {
    if (spinningRound < 0 || spinningRound === heard.current) return;
    heard.current = spinningRound;
    play('round');
  }, [spinningRound]);
}
