/**
 * The leaderboard sweeper (issue 13), an in-process timer written so that several processes never
 * double-act (a later issue moves it onto the job queue): each pass opens the current window of every
 * series, counts new source rows into the running boards (each row once, count.ts) and settles the
 * boards whose window ended (settle.ts: once), then pushes "you won" to each winner after the commit.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { leaderboardPrizeMessage } from '../push/messages.ts';
import { notifierFor } from '../push/notifier.ts';
import { activeBoards, openCurrentBoards } from './boards.ts';
import { countBoard, type CountOptions } from './count.ts';
import { dueBoards, settleBoard, type SettledPlace } from './settle.ts';

export interface LeaderboardRuntime {
  /** One pass; returns the places it paid. */
  sweep(): Promise<SettledPlace[]>;
  start(): void;
  /** Stops the timer and waits for a pass in flight. */
  stop(): Promise<void>;
}

export function countOptions(config: Config): CountOptions {
  return {
    overlapMs: config.engagement.leaderboards.overlapMs,
    battleLifetimeMs: config.battles.expireMs + config.battles.maxRounds * config.battles.roundMs,
  };
}

export function createLeaderboardRuntime(deps: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}): LeaderboardRuntime {
  const { db, config, log } = deps;
  const opts = countOptions(config);
  const notifier = notifierFor({ db, config: config.engagement, log });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  const sweep = async (): Promise<SettledPlace[]> => {
    await openCurrentBoards(db);
    for (const b of await activeBoards(db)) await countBoard(db, b, opts);
    const paid: SettledPlace[] = [];
    for (const id of await dueBoards(db, opts.overlapMs))
      paid.push(...(await settleBoard(db, id, opts)));
    for (const p of paid)
      void notifier.pushTo(p.userId, (lang) =>
        leaderboardPrizeMessage(lang, p.boardTitle, p.place, p.itemName),
      );
    return paid;
  };

  const tick = () => {
    if (stopped || running) return;
    running = sweep()
      .catch((err: unknown) => log.error({ err }, 'leaderboard sweep'))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    sweep,
    start() {
      stopped = false;
      tick();
      timer = setInterval(tick, config.engagement.leaderboards.sweepMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
