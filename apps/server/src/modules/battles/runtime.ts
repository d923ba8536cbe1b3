/**
 * The live side of battles (issue 10; spec 001 §4 real-time events): after each commit the changed
 * battle goes out as `battles_battle_updated` — to the list room `battles` (public battles, without
 * rounds), to the battle's room `battles:<ulid>` and to its players' own rooms — and a started battle's
 * rounds go out to its room at their due times (started_at + r × round_ms), each update carrying only the
 * round it reveals. At `ends_at` the battle is settled (settle.ts) and announced, on time, by this
 * process's timer. The durable side is the job queue (issue 14, timers.ts): every started battle has
 * a `battle-timer` settle job due at `ends_at` and every created one an expire job due at
 * `expires_at`, each committed with the change — so any process settles or cancels a battle whose
 * own process died; this runtime runs their handler, one catch-up sweep at start-up (battles from
 * before the queue) and a `battle-sweep` every SWEEP_SECONDS for any battle SWEEP_GRACE_MS past its
 * time whose timer did not end it (after a PostgreSQL restart under load, the fault suite once saw the
 * timer queue's overdue jobs stay unfetched while other queues ran).
 * Settling and cancelling are conditional, so several processes never do either twice. Everything is
 * emitted after its commit.
 */
import type { BattleViewWire } from '@cases/domain/api/battles';
import { LANGUAGES, type Language } from '@cases/domain/api/site-web';
import { roundDueAt } from '@cases/domain/battles/rules';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { battles } from '../../db/schema/index.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { scheduleAt, type Schedule } from '../../platform/schedule.ts';
import { BATTLE_TIMER_QUEUE, type TimerJob } from './timers.ts';
import type { Hub } from '../../platform/realtime/hub.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
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
  /** Settles due battles and cancels expired ones (`graceMs` past their time); how many it handled. */
  sweep(graceMs?: number): Promise<number>;
  /** Declares the battle-timer queue and runs one catch-up sweep (when BATTLE_WORKER is on). */
  start(): void;
  /** Stops every timer and waits for the timer work and the catch-up sweep already running (before the pool closes). */
  stop(): Promise<void>;
}

interface Deps {
  db: Db;
  hub: Hub | undefined;
  config: Config;
  log: FastifyBaseLogger;
  jobs: Jobs;
  /** When the rounds and the end run (default: real timers); a test runs them when it chooses. */
  schedule?: Schedule | undefined;
}

/** The catch-up sweep's queue, period (s) and how late a battle must be for it (ms). */
const BATTLE_SWEEP_QUEUE = 'battle-sweep';
const SWEEP_SECONDS = 5;
const SWEEP_GRACE_MS = 5000;

export function createBattleRuntime({
  db,
  hub,
  config,
  log,
  jobs,
  schedule: runAt = scheduleAt,
}: Deps): BattleRuntime {
  /** Each timed battle's scheduled work, as the functions that cancel it. */
  const timers = new Map<number, (() => void)[]>();
  /** Started battles this process times: their data, fixed at the start (drops included). */
  const live = new Map<number, BattleData>();
  let stopped = false;
  /** Timer work and the catch-up sweep running now (never rejecting: their failures are logged). */
  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };

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
    for (const cancel of timers.get(battleId) ?? []) cancel();
    timers.delete(battleId);
    live.delete(battleId);
  };

  /** Runs `fn` at `ms` with the instant it runs at: its due time, or later if it ran late. */
  const at = (ms: number, fn: (now: number) => Promise<void>) =>
    runAt(ms, () => {
      if (!stopped)
        track(
          fn(Math.max(Date.now(), ms)).catch((err: unknown) =>
            log.error({ err }, 'battle timer failed'),
          ),
        );
    });

  const finish = async (battleId: number, now: number) => {
    clear(battleId);
    const done = await settleBattle(db, battleId, new Date(now));
    if (done) await runtime.changed(battleId);
  };

  const schedule = (d: BattleData) => {
    const b = d.battle;
    if (b.startedAt === null || b.endsAt === null || timers.has(b.id)) return;
    live.set(b.id, d);
    const start = b.startedAt.getTime();
    const list: (() => void)[] = [];
    for (let r = 1; r < b.caseIds.length; r += 1) {
      const due = roundDueAt(start, r, b.roundMs);
      list.push(
        at(due, async (now) => {
          const data = live.get(b.id);
          if (!data || !hub) return;
          for (const [lang, view] of await views(data, r, now))
            hub.emitToRoom(battleRoom(b.ulid), 'battles_battle_updated', { battle: view }, lang);
        }),
      );
    }
    // A few ms late, so the settling transaction's `ends_at <= now` holds on every clock tick.
    list.push(at(b.endsAt.getTime() + 5, (now) => finish(b.id, now)));
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
    sweep: async (graceMs = 0) => {
      let handled = 0;
      const before = new Date(Date.now() - graceMs);
      for (const id of await dueBattles(db, before)) {
        clear(id);
        if (await settleBattle(db, id)) {
          handled += 1;
          await runtime.changed(id);
        }
      }
      for (const id of await expiredBattles(db, before))
        if (await expireBattle(db, id)) {
          handled += 1;
          await runtime.changed(id);
        }
      return handled;
    },
    start: () => {
      if (!config.battles.worker) return;
      jobs.define<TimerJob>(
        BATTLE_TIMER_QUEUE,
        {
          retryLimit: 20,
          retryDelaySeconds: 1,
          backoff: false,
          expireInSeconds: 60,
          policy: 'short',
        },
        async ({ battleId, kind }) => {
          clear(battleId);
          const done =
            kind === 'settle'
              ? await settleBattle(db, battleId)
              : (await expireBattle(db, battleId)) !== null;
          if (done) return runtime.changed(battleId);
          const [row] = await db.select().from(battles).where(eq(battles.id, battleId));
          // Not due yet by the database's clock (the job ran a moment early): try again shortly.
          if (row?.status === (kind === 'settle' ? 'started' : 'created'))
            throw new Error(`battle ${battleId} not yet due for ${kind}`);
        },
      );
      // Battles from before the job queue have no timer jobs: one catch-up pass.
      track(
        runtime
          .sweep()
          .then(() => undefined)
          .catch((err: unknown) => log.error({ err }, 'battle catch-up failed')),
      );
      // And a late one for any battle whose timer did not end it.
      jobs.every(BATTLE_SWEEP_QUEUE, SWEEP_SECONDS, () => runtime.sweep(SWEEP_GRACE_MS));
    },
    stop: async () => {
      stopped = true;
      for (const id of [...timers.keys()]) clear(id);
      await Promise.all([...running]);
    },
  };
  return runtime;
}
