/**
 * Support chat test fixtures (issue 30 "Support"): an open conversation of a player, made directly in the
 * database when the player has none.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { supportConversations } from '../db/schema/index.ts';

/** The id of player `userId`'s open conversation, opened (without messages) when there is none. */
export async function openConversationOf(db: Db, userId: number): Promise<string> {
  const c = supportConversations;
  const [open] = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.userId, userId), eq(c.status, 'open')));
  if (open) return String(open.id);
  const [made] = await db.insert(c).values({ userId }).returning({ id: c.id });
  return String(made!.id);
}
