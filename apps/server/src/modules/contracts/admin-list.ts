/**
 * A page of a player's contracts, newest first, and how many there are in all: the player's own history
 * (`GET /v1/contracts`, routes.ts) and the console's (issue 30 "Players": the profile's games; admin-routes.ts,
 * 50 a page at kernel/staff/player-list.ts pageWindow).
 */
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';

/** Rows of player `userId` in the window, newest first, and the total. */
export async function contractsPageOf(
  db: DbOrTx,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
) {
  const mine = eq(contracts.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(contracts).where(mine).orderBy(desc(contracts.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(contracts).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}
