/**
 * The OAuth `state` of an external sign-in (issue 8 "Sign-in"): a random id naming a row that holds the
 * provider, the return path and the sign-up confirmations. The row is bound to the browser that started
 * the sign-in (the SHA-256 of a random cookie set at the start), lives STATE_TTL_MS, and is deleted
 * by the first callback that reads it, so a state can never be replayed nor used from another browser.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SignInProvider } from '@cases/domain/api/auth';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { authStates } from '../../../db/schema/index.ts';

/** The browser-binding cookie, sent back only to the sign-in paths. */
export const BINDER_COOKIE = 'auth-binder';
export const STATE_TTL_MS = 5 * 60_000;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');
/** A binder cookie value as the browser sent it, or null when missing or malformed. */
export const binderOf = (v: unknown): string | null =>
  typeof v === 'string' && TOKEN.test(v) ? v : null;

export interface PendingSignIn {
  provider: SignInProvider;
  redirect: string;
  confirmed: boolean;
}

/** Stores a pending sign-in bound to `binder`; returns its state id. Drops expired rows on the way. */
export async function createState(db: Db, binder: string, p: PendingSignIn): Promise<string> {
  const id = newToken();
  await db.delete(authStates).where(lt(authStates.expiresAt, sql`now()`));
  await db.insert(authStates).values({
    id,
    ...p,
    browserHash: sha256(binder),
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return id;
}

/**
 * Takes the pending sign-in `state` once: null when unknown, already used, expired, for another
 * provider, or started in another browser (`binder` differs).
 */
export async function takeState(
  db: Db,
  state: unknown,
  binder: string | null,
  provider: SignInProvider,
): Promise<PendingSignIn | null> {
  if (typeof state !== 'string' || !TOKEN.test(state) || !binder) return null;
  const [row] = await db.delete(authStates).where(eq(authStates.id, state)).returning();
  if (!row || row.expiresAt.getTime() <= Date.now() || row.provider !== provider) return null;
  const same = timingSafeEqual(Buffer.from(row.browserHash), Buffer.from(sha256(binder)));
  if (!same) return null;
  return { provider, redirect: row.redirect, confirmed: row.confirmed };
}
