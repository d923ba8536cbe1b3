/**
 * Retries of a provider's reads (issue 46): `fn` tried up to `attempts` times while it fails in a way `retriable`
 * accepts, waiting `backoffMs` × 2^(try − 1) plus up to as much again of jitter between tries (ms). Writes are never
 * retried here: their callers look the write up first (a purchase by its custom_id, an offer by its message).
 */
import { randomInt } from 'node:crypto';

/** A number in [0, 1) from node:crypto (the jitter's default). */
export const cryptoRandom = () => randomInt(2 ** 47) / 2 ** 47;
/** A real wait of `ms` (the default sleep). */
export const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface RetryOptions {
  attempts: number;
  backoffMs: number;
  sleep: (ms: number) => Promise<void>;
  /** A number in [0, 1) for the jitter. */
  random: () => number;
}

export async function withRetries<T>(
  fn: () => Promise<T>,
  retriable: (err: unknown) => boolean,
  o: RetryOptions,
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= o.attempts || !retriable(err)) throw err;
      const base = o.backoffMs * 2 ** (i - 1);
      await o.sleep(base + o.random() * base);
    }
  }
}
