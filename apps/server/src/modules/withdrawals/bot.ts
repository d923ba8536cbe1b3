/**
 * The trade-bot interface (ARCHITECTURE "providers: steam trade") and the simulated bot of the embedded
 * default. Delays in ms; rates in [0, 1]. Randomness comes from node:crypto (never Math.random) and,
 * like the clock, can be injected so tests are deterministic.
 */
import { randomInt } from 'node:crypto';
import type { WithdrawFailureCode, WithdrawMethod } from '@cases/domain/api/withdrawals';
import { PROJECTS, type GameProject } from '@cases/domain/projects';

export interface OfferRequest {
  /** Idempotency key: sending twice for one job returns the same offer (a marketplace's `custom_id`). */
  jobId: number;
  inventoryItemId: number;
  method: WithdrawMethod;
  /** Trade link or Steam login. */
  target: string;
  /** When the provider was last asked to deliver for this job (null: never): a send may still be on its way. */
  lastAttemptAt: Date | null;
  /** Who was last asked to deliver for this job (null: nobody yet): with several providers, the one to ask again. */
  provider: string | null;
  /** The provider the console chose for this job (null: none): with several providers, the only one asked. */
  pinned?: string | null;
  /**
   * Records that the provider (`provider`, default the bot's own) is about to deliver (an offer, a purchase), just
   * before it does; false when the withdrawal is no longer waiting to be sent (the console ended it): then nothing
   * may be sent.
   */
  beforeSend: (provider?: TradeProvider) => Promise<boolean>;
}

/**
 * Why a provider holds a withdrawal back for now (shown to the console; the player sees PREPARING): the marketplace's
 * price above the ceiling, its balance low, nobody selling the item; the Steam bot holding no free copy of it.
 */
export type HoldReason = 'price_above_ceiling' | 'market_balance_low' | 'no_offers' | 'no_stock';

/**
 * What a send answers: the offer is out (its Steam trade offer id); it failed for good; or nothing to mark sent yet
 * — ask again in `retryInMs` (a purchase waiting for its seller, or held back for `hold`). `pricePaid`: what a
 * marketplace charged the shop, kopecks. `provider`: who answered, where several are chained (provider-chain.ts).
 */
export type SendResult = (
  | { ok: true; offerId: string; pricePaid?: number }
  | { ok: false; code: WithdrawFailureCode }
  | { ok: 'wait'; retryInMs: number; hold?: HoldReason; pricePaid?: number }
) & { provider?: TradeProvider };
/**
 * `unknown`: the bot has no record of the offer (e.g. lost in a restart); it cannot be resumed. `pending` from a
 * cancel: it cannot be stopped now (a marketplace purchase on its way); ask again later.
 */
export type OfferState = 'pending' | 'accepted' | 'canceled' | 'unknown';

/** A withdrawal as a provider knows it: its job (the idempotency key) and its offer once sent. */
export interface OfferRef {
  jobId: number;
  offerId: string | null;
  /** When the worker last asked the provider to send (a send may still be on its way just after it). */
  sendAttemptAt?: Date | null;
  /** Who was last asked to deliver it (null: nobody yet). */
  provider?: string | null;
}

/** The provider's view of a withdrawal row. */
export const refOf = (row: {
  id: number;
  tradeOfferId: string | null;
  sendAttemptAt: Date | null;
  provider: string | null;
}): OfferRef => ({
  jobId: row.id,
  offerId: row.tradeOfferId,
  sendAttemptAt: row.sendAttemptAt,
  provider: row.provider,
});

/** The trade providers (issue 46; TRADE_PROVIDER). */
export const TRADE_PROVIDERS = ['simulated', 'market', 'steam'] as const;
export type TradeProvider = (typeof TRADE_PROVIDERS)[number];

export interface TradeBot {
  readonly provider: TradeProvider;
  /** Several providers in their order of preference (provider-chain.ts); absent for a single one. */
  readonly members?: readonly TradeBot[];
  /** The provider's circuit, where it keeps one (the marketplace's): closed, half-open (one trial), open. */
  circuit?: () => 'closed' | 'half-open' | 'open';
  /** Wait after a request before the offer is sent (ms). */
  readonly sendDelayMs: number;
  /** Wait after sending before the offer's state is first checked (ms). */
  readonly acceptDelayMs: number;
  sendOffer(req: OfferRequest): Promise<SendResult>;
  offerState(ref: OfferRef & { offerId: string }): Promise<OfferState>;
  /**
   * Makes sure nothing more is delivered for the withdrawal (the console's cancel, issue 30; a passed timer):
   * `canceled` (nothing will arrive), `accepted` (too late: the item is in Steam), `unknown` (no such offer) or
   * `pending` (it cannot be stopped now: wait for its end).
   */
  cancelOffer(ref: OfferRef): Promise<OfferState>;
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
  const cancel = (offerId: string): OfferState => {
    const offer = offers.get(offerId);
    if (!offer) return 'unknown';
    if (now() >= offer.answerAt && offer.outcome === 'accepted') return 'accepted';
    offers.set(offerId, { answerAt: now(), outcome: 'canceled' });
    return 'canceled';
  };
  /** The outcome of a first send for a job (an offer made now, or a failure), drawn at once. */
  const decide = (req: OfferRequest): SendResult => {
    const held = req.method === 'login' && req.target === SIMULATED_HOLD_LOGIN;
    if (req.method === 'login' && req.target === SIMULATED_FAIL_LOGIN)
      return { ok: false, code: 'error_skin_transfer' };
    if (!held && random() < o.failureRate) return { ok: false, code: 'error_skin_transfer' };
    const offerId = `sim-${process.pid}-${++seq}-${req.jobId}`;
    const outcome = held ? 'pending' : random() < o.cancelRate ? 'canceled' : 'accepted';
    offers.set(offerId, { answerAt: now() + o.acceptDelayMs, outcome });
    return { ok: true, offerId };
  };
  return {
    provider: 'simulated',
    sendDelayMs: o.sendDelayMs,
    acceptDelayMs: o.acceptDelayMs,
    sendOffer: async (req) => {
      const known = byJob.get(req.jobId);
      if (known) return known;
      const result = decide(req);
      byJob.set(req.jobId, result);
      if (result.ok === true && !(await req.beforeSend())) {
        // The console ended the withdrawal meanwhile: the offer is withdrawn at once.
        cancel(result.offerId);
        const failed: SendResult = { ok: false, code: 'error_skin_transfer' };
        byJob.set(req.jobId, failed);
        return failed;
      }
      return result;
    },
    offerState: ({ offerId }) => {
      const offer = offers.get(offerId);
      if (!offer) return Promise.resolve('unknown');
      return Promise.resolve(now() >= offer.answerAt ? offer.outcome : 'pending');
    },
    cancelOffer: ({ jobId, offerId }) => {
      if (offerId !== null) return Promise.resolve(cancel(offerId));
      const known = byJob.get(jobId);
      if (known?.ok === true) return Promise.resolve(cancel(known.offerId));
      // Not sent: a later send for this job sends nothing.
      byJob.set(jobId, { ok: false, code: 'error_skin_transfer' });
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
