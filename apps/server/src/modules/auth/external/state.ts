/**
 * Signed, expiring tokens: the one-time cookie that hands the session to `POST /nitro-api/login`.
 * (The OAuth `state` is a database row instead: auth-states.ts.)
 * Format: base64url(JSON) + "." + HMAC-SHA256 (hex). Tampered or expired tokens read as null.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Seals `payload` for `ttlMs` milliseconds. */
export function seal(secret: string, payload: Record<string, unknown>, ttlMs: number): string {
  const body = Buffer.from(
    JSON.stringify({ ...payload, exp: Date.now() + ttlMs, n: randomBytes(8).toString('hex') }),
  ).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** Opens a sealed token; null when the signature is wrong or it has expired. */
export function unseal<T extends Record<string, unknown>>(
  secret: string,
  token: string | undefined,
): T | null {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const [body, mac, extra] = token.split('.');
  // Anything but 64 hex digits is refused before the comparison (which needs equal lengths).
  if (!body || !mac || extra !== undefined || !/^[0-9a-f]{64}$/.test(mac)) return null;
  const expected = Buffer.from(sign(secret, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(mac, 'hex'))) return null;
  try {
    const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp: number };
    return data.exp > Date.now() ? data : null;
  } catch {
    return null;
  }
}
