/**
 * The battles service (spec 001 §7 "Battles (base path /battles)", mounted under `BATTLES_BASE`,
 * `/battles-api` by default; issue 10). Handlers parse, call the service and, after its commit, tell the
 * runtime what changed. Bodies and answers: packages/domain/src/api/battles.ts. This file sets up the
 * runtime, timers and realtime channel; the calls are in read-routes.ts, action-routes.ts and
 * live-routes.ts.
 */
import type { App, AppDeps } from '../../platform/types.ts';
import { battleByUlid, loadBattleData } from './data.ts';
import { finishStartedNow } from './due-now.ts';
import { leaveWaitingBattles } from './exclusion.ts';
import { canSee } from './lock.ts';
import { battleRoom, createBattleRuntime, LIST_ROOM } from './runtime.ts';
import { profileBattlesRoutes } from './profile-routes.ts';
import { battleTimers } from './timers.ts';
import { battleActionRoutes } from './action-routes.ts';
import { battleLiveRoutes } from './live-routes.ts';
import { battleReadRoutes } from './read-routes.ts';
import type { BattleRouteContext } from './route-context.ts';

export function battlesRoutes(app: App, deps: AppDeps): void {
  const { db, config, hub } = deps;
  const base = config.battles.base;
  const runtime = createBattleRuntime({
    db,
    hub,
    config,
    log: app.log,
    jobs: app.jobs,
    schedule: deps.schedule,
  });
  const timers = battleTimers(app.jobs);
  runtime.start();
  app.dueWork.set('battles', () => finishStartedNow(db, runtime));
  // Timer work in flight finishes before the app's pool and job queue close behind this hook.
  app.addHook('onClose', () => runtime.stop());
  const announce = (battleId: number) =>
    runtime.changed(battleId).catch((err: unknown) => app.log.error({ err }, 'battle announce'));

  hub?.addChannel('battles', {
    room: (args) =>
      args?.battle_ulid === undefined
        ? LIST_ROOM
        : /^[0-9A-HJKMNP-TV-Z]{26}$/.test(args.battle_ulid)
          ? battleRoom(args.battle_ulid)
          : null,
    authorize: async (userId, args) => {
      if (args?.battle_ulid === undefined) return true;
      const battle = await battleByUlid(db, args.battle_ulid);
      if (!battle) return false;
      if (!battle.isPrivate) return true;
      const [d] = await loadBattleData(db, [battle]);
      return canSee(battle, d?.members ?? [], userId, args.key);
    },
  });

  // A player who excludes themself leaves the battles that have not started (refunded).
  app.exclusionHooks.push(async (userId) => {
    for (const id of await leaveWaitingBattles(db, userId)) void announce(id);
  });

  profileBattlesRoutes(app, deps);
  const ctx: BattleRouteContext = { base, runtime, timers, announce };
  battleReadRoutes(app, deps, base);
  battleActionRoutes(app, deps, ctx);
  battleLiveRoutes(app, deps, ctx);
}
