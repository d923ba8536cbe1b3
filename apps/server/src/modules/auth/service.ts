/**
 * Quick registration and login/password sign-in, spec 000 §4 and §7 "Auth and session".
 */
import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword, issueToken, verifyPassword, type SessionMeta } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { createSeedPair } from '../../kernel/fairness/seed-pairs.ts';
import { createUser } from '../../kernel/players/users.ts';

/** 400 `terms_not_accepted`: a sign-up without the 18+ and user-agreement confirmations. */
export const termsNotAccepted = () =>
  new AppError(
    400,
    'terms_not_accepted',
    'Confirm you are 18 or older and accept the user agreement',
  );

const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomPassword(length = 12): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}

/** Creates a player with a generated login and password, their first seed pair, and a session. */
export async function quickRegister(
  db: Db,
  meta: SessionMeta,
): Promise<{ login: string; password: string; accessToken: string }> {
  const login = `player_${randomBytes(4).toString('hex')}`;
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  const accessToken = await db.transaction(async (tx) => {
    const userId = await createUser(tx, { login, passwordHash, nickname: login, regType: 'quick' });
    await createSeedPair(tx, userId);
    return issueToken(tx, userId, meta);
  });
  return { login, password, accessToken };
}

/**
 * Checks a login and password; throws 401 `authentication` on any mismatch. Unknown logins and
 * password-less (OAuth) accounts cost the same argon2 work as a wrong password (verifyPassword).
 */
export async function login(
  db: Db,
  loginName: string,
  password: string,
  meta: SessionMeta,
): Promise<string> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.login, loginName));
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) throw new AppError(401, 'authentication', 'Wrong login or password');
  return issueToken(db, user.id, meta);
}
