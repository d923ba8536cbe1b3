/**
 * Battles' durable timers (issue 14, platform/jobs.ts): a `battle-timer` job `{ battleId, kind }` is
 * queued in the transaction that creates a battle (expire, due at `expires_at`) and in the one that
 * starts it (settle, due at `ends_at`), so the timer exists exactly when the change committed and any
 * process settles or cancels the battle even if the one that timed it in memory is gone. The handler
 * lives in runtime.ts.
 */
import type { Executor, Jobs } from '../../platform/jobs.ts';

export const BATTLE_TIMER_QUEUE = 'battle-timer';

export interface TimerJob {
  battleId: number;
  kind: 'settle' | 'expire';
}

export interface BattleTimers {
  /** Queues the battle's timer in `tx`, due at `due` (one waiting per battle and kind). */
  queue(tx: Executor, job: TimerJob, due: Date): Promise<void>;
}

export function battleTimers(jobs: Jobs): BattleTimers {
  return {
    queue: async (tx, job, due) => {
      await jobs.send(BATTLE_TIMER_QUEUE, job, {
        tx,
        singletonKey: `${job.kind}:${job.battleId}`,
        startAfterSeconds: Math.max(0, (due.getTime() - Date.now()) / 1000),
      });
    },
  };
}
