/**
 * A provider's circuit (issue 46): after `failures` failures in a row no request leaves for `openMs` (ms), then one
 * trial request decides — closed again on its success, open again on its failure. `now` (ms) can be injected so tests
 * run on a virtual clock.
 */
export type CircuitState = 'closed' | 'half-open' | 'open';

export interface Circuit {
  state(): CircuitState;
  /**
   * Lets a request leave now, or not: always while closed, never while open (null), and the one trial while
   * half-open. What it answers is called once the request ended, whatever its outcome (told through `succeeded` or
   * `failed`): after a trial, a half-open circuit may admit the next one.
   */
  enter(): (() => void) | null;
  succeeded(): void;
  failed(): void;
}

export function createCircuit(o: {
  failures: number;
  openMs: number;
  now?: () => number;
}): Circuit {
  const now = o.now ?? Date.now;
  let failures = 0;
  let openUntil = 0;
  let trial = false;
  const state = (): CircuitState =>
    failures < o.failures ? 'closed' : now() < openUntil ? 'open' : 'half-open';
  return {
    state,
    enter() {
      const s = state();
      if (s === 'open' || (s === 'half-open' && trial)) return null;
      if (s !== 'half-open') return () => {};
      trial = true;
      return () => {
        trial = false;
      };
    },
    succeeded() {
      failures = 0;
    },
    failed() {
      failures += 1;
      if (failures >= o.failures) openUntil = now() + o.openMs;
    },
  };
}
