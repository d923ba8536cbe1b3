/**
 * Bearer sessions (ARCHITECTURE "Auth"; issue 8 "Sign-in"): random 32-byte tokens stored as SHA-256,
 * each living `ttl_seconds` after its last use (sliding, SESSION_TTL_DAYS), revocable one by one or all
 * but the current one. Passwords: argon2id (memory-hard); a failed check costs the same whether the
 * login exists or not.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const hashPassword = (password: string) => argonHash(password);

/** A real argon2id hash of a random password: unknown logins are checked against it, at the same cost. */
const DUMMY_HASH = argonHash(randomBytes(16).toString('hex'));

/**
 * True when `password` matches `hash`. A missing or non-argon2 hash (unknown login, OAuth-only account)
 * runs the same argon2 work against a dummy hash and answers false, so timing does not tell them apart.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  const real = hash !== null && hash.startsWith('$argon2');
  const ok = await argonVerify(real ? hash : await DUMMY_HASH, password).catch(() => false);
  return real && ok;
}

/** Who signed in from where, kept with the session so a player can tell sessions apart. */
export interface SessionMeta {
  ttlS: number;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/**
 * Creates a session for the user and returns the bearer token (shown once, never stored). A player the console
 * blocked (issue 30) gets none: 403 `user_blocked`, whichever way they sign in.
 */
export async function issueToken(db: DbOrTx, userId: number, meta: SessionMeta): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const res: unknown = await db.execute(sql`
    insert into sessions (token_hash, user_id, ttl_seconds, expires_at, user_agent, ip)
    select ${hashToken(token)}, id, ${meta.ttlS}, now() + ${meta.ttlS} * interval '1 second',
           ${meta.userAgent?.slice(0, 300) ?? null}, ${meta.ip?.slice(0, 64) ?? null}
    from users where id = ${userId} and blocked_at is null
    returning user_id`);
  if ((res as { rows: unknown[] }).rows.length === 0)
    throw new AppError(403, 'user_blocked', 'This account is blocked');
  return token;
}

/** The session details of a request (user agent, address) with this TTL. */
export const sessionMeta = (req: FastifyRequest, ttlS: number): SessionMeta => ({
  ttlS,
  userAgent: req.headers['user-agent'],
  ip: req.ip,
});

/** Revokes the session of this token; unknown tokens are ignored. */
export async function revokeToken(db: DbOrTx, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** The cookie the session token travels in for the web (platform/session-cookie.ts), HttpOnly. */
export const SESSION_COOKIE = 'access_token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a cookie-carried session may act for `req`: a read, or a write the shop's own pages sent. Browsers say
 * where a request comes from in `Sec-Fetch-Site` (page scripts cannot set it); without it, an `Origin` must name
 * this host. A client with neither (a script, not a browser) cannot have been led by another site.
 */
export function cookieMayAct(req: FastifyRequest): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false;
  }
}

/**
 * The session token of a request, or null: the `Authorization: Bearer` header (API clients, the tests), else the
 * HttpOnly session cookie the web signs in with (issue 45), which a write from another site cannot use (CSRF: it
 * is SameSite=Strict as well). At most 200 characters.
 */
export function sessionToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  const token = header?.startsWith('Bearer ')
    ? header.slice(7).trim()
    : cookieMayAct(req)
      ? (req.cookies?.[SESSION_COOKIE] ?? '')
      : '';
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** A session's expiry moves at most this often (ms), so a burst of calls writes once. */
export const SLIDE_EVERY_MS = 60_000;

/** The user each request was signed in as, once a route asked (error reports carry it: error-reporting.ts). */
const signedIn = new WeakMap<FastifyRequest, number>();

/** The user id `req` was found signed in as by `optionalUser`/`requireUser`, if a route asked. */
export const knownUserId = (req: FastifyRequest): number | undefined => signedIn.get(req);

/** Requests whose session's expiry moved forward (the session cookie is set again with it: session-cookie.ts). */
const slid = new WeakSet<FastifyRequest>();

/** True when `optionalUser` moved the session's expiry forward while answering `req`. */
export const sessionSlid = (req: FastifyRequest): boolean => slid.has(req);

/** Requests whose handler asked who is signed in (tests check the route declared its auth: route-config.ts). */
const asked = new WeakSet<FastifyRequest>();

/** Records that `req`'s handler reads the session (optionalUser, hintedUser, requireStaff call it). */
export const markSessionRead = (req: FastifyRequest): void => void asked.add(req);

/** Whether `req`'s handler read the session. */
export const readsSession = (req: FastifyRequest): boolean => asked.has(req);

/** The signed-in user's id, or null for visitors and unknown, revoked or expired tokens. */
export async function optionalUser(db: DbOrTx, req: FastifyRequest): Promise<number | null> {
  markSessionRead(req);
  const token = sessionToken(req);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ userId: sessions.userId, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) return null;
  signedIn.set(req, row.userId);
  if (Date.now() - row.lastUsedAt.getTime() > SLIDE_EVERY_MS) {
    slid.add(req);
    await db
      .update(sessions)
      .set({
        lastUsedAt: sql`now()`,
        expiresAt: sql`now() + ${sessions.ttlSeconds} * interval '1 second'`,
      })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return row.userId;
}

/** The signed-in user's id; throws 401 `authentication` otherwise. */
export async function requireUser(db: DbOrTx, req: FastifyRequest): Promise<number> {
  const id = await optionalUser(db, req);
  if (id === null) throw new AppError(401, 'authentication', 'Sign in required');
  return id;
}
