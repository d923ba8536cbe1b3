/**
 * Small typed values in localStorage with an expiry (spec 001 §4 "Values stored locally are
 * discarded if the type differs or they expired"). Storage failures (private mode) read as absent.
 */

interface Envelope<T> {
  type: string;
  expires: number;
  value: T;
}

/** The value stored under `key` if it has `type` and has not expired (epoch ms), else null. */
export function readStored<T>(key: string, type: string, now = Date.now()): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const env = JSON.parse(raw) as Partial<Envelope<T>>;
    if (env.type !== type || typeof env.expires !== 'number' || env.expires <= now) {
      localStorage.removeItem(key);
      return null;
    }
    return env.value ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key` with `type` for `ttlMs` milliseconds. */
export function writeStored<T>(key: string, type: string, value: T, ttlMs: number): void {
  try {
    const env: Envelope<T> = { type, expires: Date.now() + ttlMs, value };
    localStorage.setItem(key, JSON.stringify(env));
  } catch {
    // Without storage the notice simply shows again next time.
  }
}
