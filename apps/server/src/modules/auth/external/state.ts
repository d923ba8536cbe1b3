/**
 * Signed, expiring tokens for the sign-in round trip: the OAuth `state` (provider, where to return,
 * the sign-up confirmations) and the one-time cookie that hands the session to `POST /nitro-api/login`.
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
  if (!token) return null;
  const [body, mac] = token.split('.');
  if (!body || !mac || mac.length !== 64) return null;
  const expected = Buffer.from(sign(secret, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(mac, 'hex'))) return null;
  try {
    const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp: number };
    return data.exp > Date.now() ? data : null;
  } catch {
    return null;
  }
}
