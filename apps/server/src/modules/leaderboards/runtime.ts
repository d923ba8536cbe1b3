/**
 * The leaderboard sweeper (issue 13), a periodic job on the job queue (issue 14, platform/jobs.ts
 * `every`: one run at a time across every process; each step also safe if two ran): each pass opens
 * the current window of every series and the running season's board (season-board.ts), counts new
 * source rows into the running boards (each row once, count.ts) and settles the boards whose window
 * ended (settle.ts: once), then tells each winner's `leaderboard.prize_won` after the commit (the push
 * area sends "you won").
 */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { AppEvents } from '../../kernel/events.ts';
import type { EventBus } from '../../platform/events.ts';
import { activeBoards, openCurrentBoards } from './boards.ts';
import { projectCatalog } from '../../catalog/projects.ts';
import { seriesNow } from './series-settings.ts';
import { countBoard, type CountOptions } from './count.ts';
import { openSeasonBoard } from './season-board.ts';
import { dueBoards, settleBoard, type SettledPlace } from './settle.ts';

export interface LeaderboardRuntime {
  /** One pass; returns the places it paid. */
  sweep(): Promise<SettledPlace[]>;
  start(): void;
  /** Nothing to stop in-process: the job queue stops with the app. */
  stop(): Promise<void>;
}

export function countOptions(config: Config): CountOptions {
  return {
    overlapMs: config.engagement.leaderboards.overlapMs,
    battleLifetimeMs: config.battles.expireMs + config.battles.maxRounds * config.battles.roundMs,
    deposit: config.engagement.leaderboards.prizeDeposit,
  };
}

export function createLeaderboardRuntime(deps: {
  db: Db;
  config: Config;
  jobs: Jobs;
  events: EventBus<AppEvents>;
}): LeaderboardRuntime {
  const { db, config, jobs, events } = deps;
  const opts = countOptions(config);

  const sweep = async (): Promise<SettledPlace[]> => {
    await openCurrentBoards(db, Date.now(), await seriesNow(db, config.project.id));
    await openSeasonBoard(db, projectCatalog(config.project.id).seasonBoardPrizes);
    for (const b of await activeBoards(db)) await countBoard(db, b, opts);
    const paid: SettledPlace[] = [];
    for (const id of await dueBoards(db, opts.overlapMs))
      paid.push(...(await settleBoard(db, id, opts)));
    for (const p of paid)
      void events.publish('leaderboard.prize_won', {
        userId: p.userId,
        boardTitle: p.boardTitle,
        position: p.position,
        itemName: p.itemName,
      });
    return paid;
  };

  return {
    sweep,
    start() {
      jobs.every('leaderboard-sweep', config.engagement.leaderboards.sweepMs / 1000, sweep);
    },
    stop: () => Promise.resolve(),
  };
}
