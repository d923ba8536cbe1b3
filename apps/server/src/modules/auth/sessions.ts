/**
 * The password change (issue 8 "Sign-in"): checks the current password, then revokes every other
 * session (platform/sessions.ts keeps the sessions; the profile's list and revocations are there).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../platform/auth.ts';
import { revokeOtherSessions } from '../../platform/sessions.ts';
import { AppError } from '../../platform/errors.ts';
import { setPasswordHash } from '../../kernel/players/users.ts';

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
    await setPasswordHash(tx, userId, passwordHash);
    return revokeOtherSessions(tx, userId, token);
  });
}
