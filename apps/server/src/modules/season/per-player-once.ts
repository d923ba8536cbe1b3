/**
 * Runs a player's job at most once per `delayMs` (issue 32): the first ask starts a run after `delayMs`,
 * asks while it waits join it, and asks while it runs ask for one more run `delayMs` after it. So a
 * burst of a player's openings settles their pass once, not once each. `close` drops the waiting runs
 * (the app is stopping).
 */
export function perPlayerOnce(
  job: (userId: number) => Promise<void>,
  delayMs: number,
): { ask: (userId: number) => void; close: () => void } {
  /** Per player: waiting for its timer, running, or running with another run asked for. */
  const state = new Map<number, 'waiting' | 'running' | 'again'>();
  const timers = new Set<NodeJS.Timeout>();
  const schedule = (userId: number) => {
    state.set(userId, 'waiting');
    const timer = setTimeout(() => {
      timers.delete(timer);
      state.set(userId, 'running');
      void job(userId).finally(() => {
        if (state.get(userId) === 'again') schedule(userId);
        else state.delete(userId);
      });
    }, delayMs);
    timers.add(timer);
  };
  return {
    ask(userId) {
      const now = state.get(userId);
      if (now === undefined) schedule(userId);
      else if (now === 'running') state.set(userId, 'again');
    },
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      state.clear();
    },
  };
}
