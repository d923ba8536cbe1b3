/**
 * The Steam account a player signed in with, carried by a project hand-off (issue 34: the other project signs the
 * same person in by it).
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { authIdentities } from '../../../db/schema/index.ts';

/** Player `userId`'s Steam id (the identity's subject), or null without one. */
export async function steamIdentityOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [steam] = await db
    .select({ subject: authIdentities.subject })
    .from(authIdentities)
    .where(and(eq(authIdentities.userId, userId), eq(authIdentities.provider, 'steam')))
    .limit(1);
  return steam?.subject ?? null;
}
