/**
 * The marketplace's API v2 client (market.dota2.net, market.csgo.com; issue 46, docs/withdrawals.md): GET calls with
 * the secret `key` in the query, JSON answers. What it keeps to:
 * - **the rate**: requests leave one at a time at most `ratePerS` a second (the marketplace deletes a key above 5);
 * - **time limits**: each request gives up after `timeoutMs`;
 * - **retries** of the reads (`get-money`, `search-item-by-hash-name`, `get-buy-info-by-custom-id`) on a 5xx, a 429,
 *   a timeout or a network error, with exponential backoff and jitter; `buy-for` is never retried here (its caller
 *   asks `get-buy-info-by-custom-id` first, so a purchase is made once);
 * - **a circuit**: after `circuit.failures` failures in a row no request leaves for `circuit.openMs`, then one trial
 *   request decides (closed again on success).
 * Prices: the marketplace's integer units, kopecks for a RUB account (1 RUB = 100). Throws MarketError when a call
 * gets no usable answer. Time (`now`, `sleep`) and randomness can be injected so tests run on a virtual clock.
 */
import type { MarketConfig } from '../../../trade-config.ts';
import { createRateSlot } from '../rate-slot.ts';
import { createCircuit } from '../circuit.ts';
import { cryptoRandom, realSleep, withRetries } from '../retry.ts';

export type MarketErrorKind = 'timeout' | 'network' | 'http' | 'circuit_open' | 'bad_answer';

/** A call that got no usable answer; `status` is the HTTP status when there was one. */
export class MarketError extends Error {
  constructor(
    readonly kind: MarketErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MarketError';
  }
}

export interface MarketClientOptions {
  baseUrl: string;
  key: string;
  ratePerS: number;
  timeoutMs: number;
  circuit: { failures: number; openMs: number };
  /** Tries of a read before it throws (default 3). */
  readAttempts?: number;
  /** First backoff of a retried read (ms, default 500); doubled each time, plus up to as much jitter. */
  backoffMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1) for the jitter; default from node:crypto. */
  random?: () => number;
  /** Told as each request leaves: its method and the instant on `now` (tests, metrics). */
  onRequest?: (method: string, at: number) => void;
}

/** The client's options that the shop's configuration sets (trade-config.ts `MarketConfig`): its address, key, rate,
 * request time limit (ms) and circuit. */
export function clientOptionsOf(cfg: MarketConfig): MarketClientOptions {
  return {
    baseUrl: cfg.apiUrl,
    key: cfg.apiKey,
    ratePerS: cfg.ratePerS,
    timeoutMs: cfg.timeoutMs,
    circuit: cfg.circuit,
  };
}

/** A purchase as `get-buy-info-by-custom-id` tells it: `stage` 1 on its way, 2 delivered, 5 failed (refunded). */
export interface BuyInfo {
  id: string;
  stage: string;
  /** The seller's Steam trade offer, once sent. */
  tradeId: string | null;
  priceKopecks: number | null;
}

export type BuyResult =
  { ok: true; id: string; priceKopecks: number } | { ok: false; error: string };

export interface MarketClient {
  /** The shop's balance on the marketplace, kopecks (RUB accounts only). */
  money(): Promise<number>;
  /** The cheapest offer of `hashName` (kopecks), or null when nobody sells it. */
  cheapest(hashName: string): Promise<number | null>;
  /** Buys the cheapest offer of `hashName` up to `maxPriceKopecks` for the trade link's owner. */
  buyFor(p: {
    hashName: string;
    maxPriceKopecks: number;
    partner: string;
    token: string;
    customId: string;
  }): Promise<BuyResult>;
  /** The purchase made with `customId`, or null when the marketplace knows none. */
  buyInfo(customId: string): Promise<BuyInfo | null>;
  /**
   * The purchases made with `customIds` in one request (`get-list-buy-info-by-custom-id`, at most LIST_MAX ids), by
   * custom_id; one the marketplace knows none of is absent.
   */
  buyInfos(customIds: readonly string[]): Promise<Map<string, BuyInfo>>;
  /** The circuit: closed (requests go), open (none go), half-open (one trial goes). */
  circuit(): 'closed' | 'open' | 'half-open';
}

/** The most custom_ids one `get-list-buy-info-by-custom-id` request asks about. */
export const LIST_MAX = 50;

type Json = Record<string, unknown>;
const retriable = (e: unknown) =>
  e instanceof MarketError &&
  (e.kind === 'timeout' ||
    e.kind === 'network' ||
    (e.kind === 'http' && (e.status === 429 || (e.status ?? 0) >= 500)));

export function createMarketClient(o: MarketClientOptions): MarketClient {
  const now = o.now ?? Date.now;
  const sleep = o.sleep ?? realSleep;
  const random = o.random ?? cryptoRandom;
  const attempts = o.readAttempts ?? 3;
  const backoff = o.backoffMs ?? 500;
  // The rate: each request takes the next free slot.
  const slot = createRateSlot(o.ratePerS, now, sleep);

  const circuit = createCircuit({ ...o.circuit, now });

  async function call(
    method: string,
    params: Record<string, string> | URLSearchParams,
  ): Promise<Json> {
    const left = circuit.enter();
    if (!left) throw new MarketError('circuit_open', `marketplace circuit open (${method})`);
    try {
      await slot();
      o.onRequest?.(method, now());
      const query = new URLSearchParams([
        ['key', o.key],
        ...new URLSearchParams(params),
      ]).toString();
      const url = `${o.baseUrl}/${method}?${query}`;
      let res: Response;
      try {
        res = await fetch(url, { signal: AbortSignal.timeout(o.timeoutMs) });
      } catch (err) {
        const timeout = err instanceof Error && err.name === 'TimeoutError';
        throw new MarketError(timeout ? 'timeout' : 'network', `${method}: ${String(err)}`);
      }
      if (!res.ok) throw new MarketError('http', `${method}: HTTP ${res.status}`, res.status);
      const body: unknown = await res.json().catch(() => null);
      if (body === null || typeof body !== 'object')
        throw new MarketError('bad_answer', `${method}: not JSON`);
      circuit.succeeded();
      return body as Json;
    } catch (err) {
      if (retriable(err)) circuit.failed();
      throw err;
    } finally {
      left();
    }
  }

  /** A read, retried with backoff and jitter while it fails in a way worth retrying. */
  const read = (method: string, params: Record<string, string> | URLSearchParams) =>
    withRetries(() => call(method, params), retriable, {
      attempts,
      backoffMs: backoff,
      sleep,
      random,
    });

  const int = (v: unknown) => {
    const n = typeof v === 'string' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : null;
  };
  const infoOf = (d: Json): BuyInfo => {
    const tradeId =
      typeof d.trade_id === 'string' || typeof d.trade_id === 'number' ? String(d.trade_id) : null;
    return {
      id: typeof d.id === 'string' || typeof d.id === 'number' ? String(d.id) : '',
      stage: String(d.stage),
      tradeId: tradeId === '' || tradeId === '0' ? null : tradeId,
      priceKopecks: int(d.price),
    };
  };

  return {
    async money() {
      const body = await read('get-money', {});
      const money = typeof body.money === 'string' ? Number(body.money) : body.money;
      if (typeof money !== 'number' || !Number.isFinite(money))
        throw new MarketError('bad_answer', 'get-money: no money');
      if (body.currency !== undefined && body.currency !== 'RUB')
        throw new MarketError(
          'bad_answer',
          `get-money: the account is in ${JSON.stringify(body.currency)}`,
        );
      return Math.round(money * 100);
    },
    async cheapest(hashName) {
      const body = await read('search-item-by-hash-name', { hash_name: hashName });
      if (body.success !== true) return null;
      const offers = Array.isArray(body.data) ? (body.data as Json[]) : [];
      const prices = offers
        .map((d) => int(d.price))
        .filter((p): p is number => p !== null && p > 0);
      return prices.length === 0 ? null : Math.min(...prices);
    },
    async buyFor(p) {
      const body = await call('buy-for', {
        hash_name: p.hashName,
        price: String(p.maxPriceKopecks),
        partner: p.partner,
        token: p.token,
        custom_id: p.customId,
      });
      if (body.success !== true)
        return { ok: false, error: typeof body.error === 'string' ? body.error : 'refused' };
      const price = int(body.price);
      const id = typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : '';
      return { ok: true, id, priceKopecks: price ?? p.maxPriceKopecks };
    },
    async buyInfo(customId) {
      const body = await read('get-buy-info-by-custom-id', { custom_id: customId });
      if (body.success !== true || body.data === null || typeof body.data !== 'object') return null;
      return infoOf(body.data as Json);
    },
    async buyInfos(customIds) {
      if (customIds.length > LIST_MAX)
        throw new MarketError('bad_answer', `get-list-buy-info-by-custom-id: over ${LIST_MAX} ids`);
      const found = new Map<string, BuyInfo>();
      if (customIds.length === 0) return found;
      const params = new URLSearchParams(
        customIds.map((id): [string, string] => ['custom_id[]', id]),
      );
      const body = await read('get-list-buy-info-by-custom-id', params);
      if (body.success !== true || body.data === null || typeof body.data !== 'object')
        return found;
      for (const [id, d] of Object.entries(body.data as Record<string, unknown>))
        if (customIds.includes(id) && d !== null && typeof d === 'object')
          found.set(id, infoOf(d as Json));
      return found;
    },
    circuit: () => circuit.state(),
  };
}
