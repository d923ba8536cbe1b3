/**
 * Bearer tokens (ARCHITECTURE "Auth"): random 32 bytes, stored as SHA-256, revocable.
 * Passwords: argon2id (memory-hard).
 */
import { createHash, randomBytes } from 'node:crypto';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const hashPassword = (password: string) => argonHash(password);
export const verifyPassword = (hash: string, password: string) =>
  argonVerify(hash, password).catch(() => false);

/** Creates a session for the user and returns the bearer token (shown once, never stored). */
export async function issueToken(db: DbOrTx, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId });
  return token;
}

/** Revokes the session of this token; unknown tokens are ignored. */
export async function revokeToken(db: DbOrTx, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** The bearer token of a request, or null. */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** The signed-in user's id, or null for visitors and unknown/revoked tokens. */
export async function optionalUser(db: DbOrTx, req: FastifyRequest): Promise<number | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1);
  return row?.userId ?? null;
}

/** The signed-in user's id; throws 401 `authentication` otherwise. */
export async function requireUser(db: DbOrTx, req: FastifyRequest): Promise<number> {
  const id = await optionalUser(db, req);
  if (id === null) throw new AppError(401, 'authentication', 'Sign in required');
  return id;
}
