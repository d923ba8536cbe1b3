/**
 * A player's identity at an external sign-in provider (spec 000 §1): the provider's stable user id (VK user id,
 * Google `sub`, SteamID64), or null when the player never signed in through it. Read by the VK mission's
 * membership check (decision 024); modules/auth writes the rows.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authIdentities } from '../../db/schema/index.ts';

export async function identitySubject(
  db: DbOrTx,
  userId: number,
  provider: string,
): Promise<string | null> {
  const [row] = await db
    .select({ subject: authIdentities.subject })
    .from(authIdentities)
    .where(and(eq(authIdentities.userId, userId), eq(authIdentities.provider, provider)))
    .limit(1);
  return row?.subject ?? null;
}
