/**
 * A player's sessions as the profile manages them (issue 8 "Sign-in"): the active ones, and revoking one
 * or every other. With platform/auth.ts (issuing, sliding, revoking one token) the only writers of
 * `sessions`. Each call takes the signed-in user first.
 */
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { hashToken } from './auth.ts';
import { AppError } from './errors.ts';

const active = (userId: number) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** Active sessions, most recently used first (at most 50); `current` marks the caller's own. */
export async function listSessions(db: DbOrTx, userId: number, token: string) {
  const rows = await db
    .select()
    .from(sessions)
    .where(active(userId))
    .orderBy(desc(sessions.lastUsedAt))
    .limit(50);
  const own = hashToken(token);
  return rows.map((r) => ({ ...r, current: r.tokenHash === own }));
}

/** Revokes one of the caller's sessions by its public id; another's or an unknown id → 404 dataNotFound. */
export async function revokeSession(db: DbOrTx, userId: number, id: string): Promise<void> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(active(userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  if (rows.length === 0) throw new AppError(404, 'dataNotFound', 'Session not found');
}

/** Revokes every session of the caller but the one of `token`; returns how many. */
export async function revokeOtherSessions(
  db: DbOrTx,
  userId: number,
  token: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(active(userId), ne(sessions.tokenHash, hashToken(token))))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Revokes every session of the user (the console's block and "sign out everywhere", issue 30); how many. */
export async function revokeAllSessions(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(active(userId))
    .returning({ id: sessions.id });
  return rows.length;
}

/** The user's active sessions for the console, most recently used first (at most 50). */
export function activeSessionsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(active(userId))
    .orderBy(desc(sessions.lastUsedAt))
    .limit(50);
}
