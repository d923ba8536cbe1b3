/**
 * The live side of battles (issue 10; spec 001 §4 real-time events): after each commit the changed
 * battle goes out as `battles_battle_updated` — to the list room `battles` (public battles, without
 * rounds), to the battle's room `battles:<ulid>` and to its players' own rooms — and a started battle's
 * rounds go out to its room at their due times (started_at + r × round_ms), each update carrying only the
 * round it reveals. At `ends_at` the battle is settled (settle.ts) and announced. A sweeper settles what
 * the timers missed (another process, a restart) and cancels expired battles; settling and cancelling are
 * conditional, so several processes never do either twice. Everything is emitted after its commit.
 */
import type { BattleViewWire } from '@cases/domain/api/battles';
import { LANGUAGES, type Language } from '@cases/domain/api/site-web';
import { roundDueAt } from '@cases/domain/battles/rules';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { battles } from '../../db/schema/index.ts';
import type { Hub } from '../realtime/hub.ts';
import { snapshot } from '../cases/snapshot.ts';
import { loadBattleData, type BattleData } from './data.ts';
import { expireBattle, expiredBattles } from './expire.ts';
import { dueBattles, settleBattle } from './settle.ts';
import { battleView } from './view.ts';

/** The list room (every battles page) and a battle's own room. */
export const LIST_ROOM = 'battles';
export const battleRoom = (ulid: string) => `battles:${ulid}`;

export interface BattleRuntime {
  /** Announces the battle's new state; a started one gets its round and end timers. */
  changed(battleId: number): Promise<void>;
  /** The spectator count changed (announced to the battle's room). */
  spectators(battleId: number, count: number): Promise<void>;
  /** Settles due battles and cancels expired ones; returns how many it handled. */
  sweep(): Promise<number>;
  /** Starts the periodic sweeper (when configured). */
  start(): void;
  /** Stops the sweeper and every timer. */
  stop(): void;
}

interface Deps {
  db: Db;
  hub: Hub | undefined;
  config: Config;
  log: FastifyBaseLogger;
}

export function createBattleRuntime({ db, hub, config, log }: Deps): BattleRuntime {
  const timers = new Map<number, NodeJS.Timeout[]>();
  /** Started battles this process times: their data, fixed at the start (drops included). */
  const live = new Map<number, BattleData>();
  let sweeper: NodeJS.Timeout | undefined;
  let stopped = false;

  const views = async (d: BattleData, roundsFrom: number, now = Date.now()) => {
    const snap = await snapshot(db);
    return LANGUAGES.map(
      (lang) =>
        [
          lang,
          battleView(d, snap, {
            now,
            lang,
            secret: config.auth.secret,
            viewerId: null,
            roundsFrom,
          }),
        ] as [Language, BattleViewWire],
    );
  };

  const emitAll = async (d: BattleData) => {
    if (!hub) return;
    const now = Date.now();
    for (const [lang, view] of await views(d, 0, now)) {
      hub.emitToRoom(battleRoom(d.battle.ulid), 'battles_battle_updated', { battle: view }, lang);
      const bare = { ...view, rounds: [] };
      if (!d.battle.isPrivate)
        hub.emitToRoom(LIST_ROOM, 'battles_battle_updated', { battle: bare }, lang);
      if (lang === 'ru')
        for (const m of d.members)
          if (m.userId !== null)
            hub.emitToUser(m.userId, 'battles_battle_updated', { battle: bare });
    }
  };

  const clear = (battleId: number) => {
    for (const t of timers.get(battleId) ?? []) clearTimeout(t);
    timers.delete(battleId);
    live.delete(battleId);
  };

  const at = (ms: number, fn: () => Promise<void>) => {
    const t = setTimeout(
      () => {
        if (!stopped) fn().catch((err: unknown) => log.error({ err }, 'battle timer failed'));
      },
      Math.max(0, ms - Date.now()),
    );
    t.unref();
    return t;
  };

  const finish = async (battleId: number) => {
    clear(battleId);
    const done = await settleBattle(db, battleId);
    if (done) await runtime.changed(battleId);
  };

  const schedule = (d: BattleData) => {
    const b = d.battle;
    if (b.startedAt === null || b.endsAt === null || timers.has(b.id)) return;
    live.set(b.id, d);
    const start = b.startedAt.getTime();
    const list: NodeJS.Timeout[] = [];
    for (let r = 1; r < b.caseIds.length; r += 1) {
      const due = roundDueAt(start, r, b.roundMs);
      list.push(
        at(due, async () => {
          const data = live.get(b.id);
          if (!data || !hub) return;
          for (const [lang, view] of await views(data, r, Math.max(Date.now(), due)))
            hub.emitToRoom(battleRoom(b.ulid), 'battles_battle_updated', { battle: view }, lang);
        }),
      );
    }
    // A few ms late, so the settling transaction's `ends_at <= now` holds on every clock tick.
    list.push(at(b.endsAt.getTime() + 5, () => finish(b.id)));
    timers.set(b.id, list);
  };

  const runtime: BattleRuntime = {
    changed: async (battleId) => {
      const [row] = await db.select().from(battles).where(eq(battles.id, battleId));
      if (!row) return;
      const [d] = await loadBattleData(db, [row]);
      if (!d) return;
      if (row.status === 'started') schedule(d);
      else clear(battleId);
      await emitAll(d);
    },
    spectators: async (battleId, count) => {
      const cached = live.get(battleId);
      if (cached) cached.spectators = count;
      await runtime.changed(battleId);
    },
    sweep: async () => {
      let handled = 0;
      for (const id of await dueBattles(db)) {
        clear(id);
        if (await settleBattle(db, id)) {
          handled += 1;
          await runtime.changed(id);
        }
      }
      for (const id of await expiredBattles(db))
        if (await expireBattle(db, id)) {
          handled += 1;
          await runtime.changed(id);
        }
      return handled;
    },
    start: () => {
      if (!config.battles.worker || sweeper) return;
      let running = false;
      sweeper = setInterval(() => {
        if (running || stopped) return;
        running = true;
        runtime
          .sweep()
          .catch((err: unknown) => log.error({ err }, 'battle sweep failed'))
          .finally(() => (running = false));
      }, config.battles.sweepMs);
      sweeper.unref();
    },
    stop: () => {
      stopped = true;
      if (sweeper) clearInterval(sweeper);
      for (const id of [...timers.keys()]) clear(id);
    },
  };
  return runtime;
}
