/** What the battles routes share (routes.ts builds it once): the mount path, the runtime and timers. */
import type { createBattleRuntime } from './runtime.ts';
import type { BattleTimers } from './timers.ts';

export interface BattleRouteContext {
  /** `BATTLES_BASE`, e.g. `/battles-api`. */
  base: string;
  runtime: ReturnType<typeof createBattleRuntime>;
  timers: BattleTimers;
  /** Tells the battle's viewers and the list what changed, after the commit; never throws. */
  announce: (battleId: number) => Promise<void>;
}
