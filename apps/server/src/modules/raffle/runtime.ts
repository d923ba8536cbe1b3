/**
 * The raffle's background work on the job queue (platform/jobs.ts): a `raffle-draw` job per raffle,
 * written in the transaction that opens it and due `drawDelayMs` after its end (retried while the
 * database's clock says it is not due yet), and a periodic `raffle-sweep` (one run at a time across
 * every process) that opens the running season's current raffle and draws any ended one a lost job left
 * behind. Each draw happens once whoever runs it (draw.ts).
 */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { drawRaffleOnce, dueRaffles, type RafflePrizeWon } from './draw.ts';
import {
  endRunningRaffle,
  ensureCurrentRaffle,
  type QueueDraw,
  type RaffleSettings,
} from './raffles.ts';

export const RAFFLE_DRAW_QUEUE = 'raffle-draw';

export interface RaffleRuntime {
  settings: RaffleSettings;
  /** Writes a raffle's draw job in the caller's transaction. */
  queueDraw: QueueDraw;
  /** One sweep: opens the current raffle, draws the due ones; returns the prizes it gave. */
  sweep(): Promise<RafflePrizeWon[]>;
  /**
   * The due work `raffle` (test servers only): ends the running raffle now, draws it and opens its
   * successor for the rest of the slot (raffles.ts); returns the prizes given (none when no raffle ran).
   */
  drawNow(): Promise<RafflePrizeWon[]>;
}

export function raffleSettings(config: Config): RaffleSettings {
  const r = config.engagement.raffle;
  return {
    lengthMs: r.lengthMs,
    ticketKopecks: r.ticketKopecks,
    drawDelayMs: r.drawDelayMs,
    depositDays: config.deposits.freeCaseDays,
  };
}

/** Declares the draw queue (its handler where RAFFLE_WORKER is on) and, there, the periodic sweep. */
export function createRaffleRuntime(deps: { db: Db; config: Config; jobs: Jobs }): RaffleRuntime {
  const { db, config, jobs } = deps;
  const settings = raffleSettings(config);
  const worker = config.engagement.raffle.worker;

  const queueDraw: QueueDraw = async (tx, raffleId, due) => {
    await jobs.send(
      RAFFLE_DRAW_QUEUE,
      { raffleId },
      {
        tx,
        singletonKey: String(raffleId),
        startAfterSeconds: Math.max(0, (due.getTime() - Date.now()) / 1000),
      },
    );
  };

  jobs.define<{ raffleId: number }>(
    RAFFLE_DRAW_QUEUE,
    { retryLimit: 50, retryDelaySeconds: 5, backoff: true, expireInSeconds: 300 },
    worker
      ? async ({ raffleId }) => {
          const won = await drawRaffleOnce(
            db,
            raffleId,
            settings.drawDelayMs,
            settings.depositDays,
          );
          if (won === null) throw new Error(`raffle ${raffleId} is not due yet`);
        }
      : null,
  );

  const sweep = async (): Promise<RafflePrizeWon[]> => {
    await ensureCurrentRaffle(db, settings, queueDraw);
    const won: RafflePrizeWon[] = [];
    for (const id of await dueRaffles(db, settings.drawDelayMs))
      won.push(
        ...((await drawRaffleOnce(db, id, settings.drawDelayMs, settings.depositDays)) ?? []),
      );
    return won;
  };
  if (worker) jobs.every('raffle-sweep', config.engagement.raffle.sweepMs / 1000, sweep);

  const drawNow = async (): Promise<RafflePrizeWon[]> => {
    await ensureCurrentRaffle(db, settings, queueDraw);
    const id = await endRunningRaffle(db, settings.drawDelayMs);
    const won =
      id === null
        ? []
        : ((await drawRaffleOnce(db, id, settings.drawDelayMs, settings.depositDays)) ?? []);
    await ensureCurrentRaffle(db, settings, queueDraw);
    return won;
  };

  return { settings, queueDraw, sweep, drawNow };
}
