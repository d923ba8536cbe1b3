/**
 * A player's sessions (issue 8 "Sign-in"): the list of active ones, revoking one or all others, and the
 * password change that revokes every other session. Each call takes the signed-in user first.
 */
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashPassword, hashToken, verifyPassword } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';

const active = (userId: number) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** Active sessions, most recently used first (at most 50); `current` marks the caller's own. */
export async function listSessions(db: Db, userId: number, token: string) {
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
export async function revokeSession(db: Db, userId: number, id: string): Promise<void> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(active(userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  if (rows.length === 0) throw new AppError(404, 'dataNotFound', 'Session not found');
}

/** Revokes every session of the caller but the one of `token`; returns how many. */
export async function revokeOtherSessions(db: Db, userId: number, token: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(active(userId), ne(sessions.tokenHash, hashToken(token))))
    .returning({ id: sessions.id });
  return rows.length;
}

/**
 * Changes the password after checking the current one (400 `wrong_password`; an OAuth-only account has
 * none and gets the same answer), then revokes every other session. Returns how many were revoked.
 */
export async function changePassword(
  db: Db,
  userId: number,
  token: string,
  current: string,
  next: string,
): Promise<number> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!(await verifyPassword(user?.passwordHash ?? null, current)))
    throw new AppError(400, 'wrong_password', 'The current password is wrong');
  const passwordHash = await hashPassword(next);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(active(userId), ne(sessions.tokenHash, hashToken(token))))
      .returning({ id: sessions.id });
    return rows.length;
  });
}
