/**
 * A player's daily-case notification preferences (spec 001 §7 `get-preferences`, `update-preferences`; issue 13):
 * push and e-mail, both off until the player turns them on. routes.ts declares the calls; notify.ts reads the
 * same table to know whom to tell.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dailyPreferences } from '../../db/schema/index.ts';

export interface DailyPreferences {
  push: boolean;
  email: boolean;
}

/** The player's preferences (off for a player who never saved them). */
export async function preferencesOf(db: DbOrTx, userId: number): Promise<DailyPreferences> {
  const [p] = await db.select().from(dailyPreferences).where(eq(dailyPreferences.userId, userId));
  return { push: p?.push ?? false, email: p?.email ?? false };
}

/** Saves both preferences (one upsert). */
export async function savePreferences(
  db: DbOrTx,
  userId: number,
  next: DailyPreferences,
): Promise<void> {
  await db
    .insert(dailyPreferences)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: dailyPreferences.userId, set: next });
}
