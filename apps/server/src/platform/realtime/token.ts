/**
 * Channel tokens for `GET /v1/users/centrifugo/token` (spec 000 §7): `<userId>.<expiresAtSeconds>.<hmac>`,
 * HMAC-SHA256 over `realtime:<userId>.<expiresAtSeconds>` with AUTH_SECRET, base64url. Valid 60 s
 * (REALTIME_TOKEN_TTL_S); every process of a cluster verifies with the same secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { REALTIME_TOKEN_TTL_S } from '@cases/domain/realtime';

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`realtime:${body}`).digest('base64url');

/** A token for `userId`, valid `ttlS` seconds from `nowMs`. */
export function signChannelToken(
  secret: string,
  userId: number,
  nowMs = Date.now(),
  ttlS = REALTIME_TOKEN_TTL_S,
): string {
  const body = `${userId}.${Math.floor(nowMs / 1000) + ttlS}`;
  return `${body}.${mac(secret, body)}`;
}

/** The user id of a valid, unexpired token, or null. */
export function verifyChannelToken(
  secret: string,
  token: unknown,
  nowMs = Date.now(),
): number | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const m = /^(\d{1,12})\.(\d{1,12})\.([\w-]+)$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(mac(secret, `${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(m[2]) * 1000 <= nowMs) return null;
  return Number(m[1]);
}
