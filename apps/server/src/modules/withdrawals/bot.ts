/**
 * The trade-bot interface (ARCHITECTURE "providers: steam trade") and the simulated bot of the embedded
 * default. Delays in ms; rates in [0, 1]. Randomness comes from node:crypto (never Math.random) and,
 * like the clock, can be injected so tests are deterministic.
 */
import { randomInt } from 'node:crypto';
import type { WithdrawFailureCode, WithdrawMethod } from '@cases/domain/api/withdrawals';
import { PROJECTS, type GameProject } from '@cases/domain/projects';

export interface OfferRequest {
  /** Idempotency key: sending twice for one job returns the same offer. */
  jobId: number;
  inventoryItemId: number;
  method: WithdrawMethod;
  /** Trade link or Steam login. */
  target: string;
}
export type SendResult = { ok: true; offerId: string } | { ok: false; code: WithdrawFailureCode };
/** `unknown`: the bot has no record of the offer (e.g. lost in a restart); it cannot be resumed. */
export type OfferState = 'pending' | 'accepted' | 'canceled' | 'unknown';

export interface TradeBot {
  /** Wait after a request before the offer is sent (ms). */
  readonly sendDelayMs: number;
  /** Wait after sending before the offer's state is first checked (ms). */
  readonly acceptDelayMs: number;
  sendOffer(req: OfferRequest): Promise<SendResult>;
  offerState(offerId: string): Promise<OfferState>;
  /**
   * Withdraws an offer the player has not answered (the console's cancel, issue 30): `canceled` (it can no
   * longer be accepted), `accepted` (too late: the item is in Steam) or `unknown` (the bot has no such offer).
   */
  cancelOffer(offerId: string): Promise<OfferState>;
}

/**
 * The simulated bot's test accounts (like a payment sandbox's test cards; docs/console.md): an offer to the
 * Steam login `simulated_hold` is never answered (it waits for its 5-minute timer, a stuck withdrawal for the
 * console's queue); one to `simulated_fail` fails to send (`error_skin_transfer`).
 */
export const SIMULATED_HOLD_LOGIN = 'simulated_hold';
export const SIMULATED_FAIL_LOGIN = 'simulated_fail';

export interface SimulatedBotOptions {
  sendDelayMs: number;
  acceptDelayMs: number;
  /** Share of offers that fail to send (`error_skin_transfer`). */
  failureRate: number;
  /** Share of sent offers the player cancels (`item_transfer_canceled`). */
  cancelRate: number;
  /** A number in [0, 1); default from node:crypto. */
  random?: () => number;
  /** Milliseconds since the epoch; default Date.now. */
  now?: () => number;
}

const cryptoRandom = () => randomInt(2 ** 47) / 2 ** 47;

/** A bot that keeps its offers in memory: after a restart its old offers are `unknown`. */
export function createSimulatedBot(o: SimulatedBotOptions): TradeBot {
  const random = o.random ?? cryptoRandom;
  const now = o.now ?? Date.now;
  const offers = new Map<
    string,
    { answerAt: number; outcome: 'accepted' | 'canceled' | 'pending' }
  >();
  const byJob = new Map<number, SendResult>();
  let seq = 0;
  return {
    sendDelayMs: o.sendDelayMs,
    acceptDelayMs: o.acceptDelayMs,
    sendOffer: (req) => {
      const known = byJob.get(req.jobId);
      if (known) return Promise.resolve(known);
      let result: SendResult;
      const held = req.method === 'login' && req.target === SIMULATED_HOLD_LOGIN;
      if (req.method === 'login' && req.target === SIMULATED_FAIL_LOGIN)
        result = { ok: false, code: 'error_skin_transfer' };
      else if (!held && random() < o.failureRate)
        result = { ok: false, code: 'error_skin_transfer' };
      else {
        const offerId = `sim-${process.pid}-${++seq}-${req.jobId}`;
        const outcome = held ? 'pending' : random() < o.cancelRate ? 'canceled' : 'accepted';
        offers.set(offerId, { answerAt: now() + o.acceptDelayMs, outcome });
        result = { ok: true, offerId };
      }
      byJob.set(req.jobId, result);
      return Promise.resolve(result);
    },
    offerState: (offerId) => {
      const offer = offers.get(offerId);
      if (!offer) return Promise.resolve('unknown');
      return Promise.resolve(now() >= offer.answerAt ? offer.outcome : 'pending');
    },
    cancelOffer: (offerId) => {
      const offer = offers.get(offerId);
      if (!offer) return Promise.resolve('unknown');
      if (now() >= offer.answerAt && offer.outcome === 'accepted')
        return Promise.resolve('accepted');
      offers.set(offerId, { answerAt: now(), outcome: 'canceled' });
      return Promise.resolve('canceled');
    },
  };
}

/** How many trade bot accounts the shop has (the simulated bot signs its offers as one of them). */
const BOT_ACCOUNTS = 4;

/**
 * The bot account that sent offer `offerId` (stable for an offer), named after the project's shop:
 * "DOTA CASES Bot #2", "CS CASES Bot #2" (issue 34).
 */
export function botAccountOf(offerId: string, project: GameProject): string {
  let h = 0;
  for (const ch of offerId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `${PROJECTS[project].site} Bot #${(h % BOT_ACCOUNTS) + 1}`;
}
