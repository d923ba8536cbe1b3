/**
 * Finds or creates the player behind an external identity (spec 000 §1 sign-in providers).
 * A new player must have confirmed 18+ and accepted the user agreement (`terms_not_accepted`).
 */
import type { SignInProvider } from '@cases/domain/api/auth';
import type { GameProject } from '@cases/domain/projects';
import { isUniqueViolation } from '../../../platform/errors.ts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { authIdentities } from '../../../db/schema/index.ts';
import { createSeedPair } from '../../../kernel/fairness/seed-pairs.ts';
import { termsNotAccepted } from '../service.ts';
import { createUser } from '../../../kernel/players/users.ts';

/**
 * Who vouches for an identity: a sign-in provider, or another game project's backend through the switcher's
 * hand-off (`project-dota`, `project-cs`: the subject is the player's id there; issue 34).
 */
export type IdentityProvider = SignInProvider | `project-${GameProject}`;

/**
 * The user id for this identity, and whether this sign-in created it (the sign-up mark, spec 000 §2
 * `new_user=1`); creates the user on first sign-in when `confirmed`, else throws `terms_not_accepted`.
 * Two first sign-ins of one identity at once make one account: the loser reads the winner's.
 */
export async function userForIdentity(
  db: Db,
  provider: IdentityProvider,
  subject: string,
  nickname: string | null,
  confirmed: boolean,
): Promise<{ userId: number; created: boolean }> {
  try {
    return await findOrCreate(db, provider, subject, nickname, confirmed);
  } catch (err) {
    // The loser meets the winner's login (`<provider>_<subject>`) or identity row.
    if (
      !isUniqueViolation(err, 'users_login_unique') &&
      !isUniqueViolation(err, 'auth_identities_provider_subject_pk')
    )
      throw err;
    const [known] = await db
      .select({ userId: authIdentities.userId })
      .from(authIdentities)
      .where(and(eq(authIdentities.provider, provider), eq(authIdentities.subject, subject)));
    if (!known) throw err;
    return { userId: known.userId, created: false };
  }
}

async function findOrCreate(
  db: Db,
  provider: IdentityProvider,
  subject: string,
  nickname: string | null,
  confirmed: boolean,
): Promise<{ userId: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select({ userId: authIdentities.userId })
      .from(authIdentities)
      .where(and(eq(authIdentities.provider, provider), eq(authIdentities.subject, subject)));
    if (known) return { userId: known.userId, created: false };
    if (!confirmed) throw termsNotAccepted();
    const login = `${provider}_${subject}`;
    // '!' is no argon2 hash: password sign-in never succeeds for these accounts.
    const userId = await createUser(tx, {
      login,
      passwordHash: '!',
      nickname: (nickname ?? login).slice(0, 40),
      regType: provider,
    });
    await tx.insert(authIdentities).values({ provider, subject, userId });
    await createSeedPair(tx, userId);
    return { userId, created: true };
  });
}
