/**
 * The console's page of a player's Techies games, newest first (issue 30 "Players": the profile's games; admin-
 * routes.ts declares the call): 50 a page at `limit`/`offset` (kernel/staff/player-list.ts pageWindow), and how many
 * there are in all.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sapperGames } from '../../db/schema/index.ts';

/** Rows of player `userId` in the window, newest first, and the total. */
export async function minesPageOf(
  db: DbOrTx,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
) {
  const mine = eq(sapperGames.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: sapperGames.id,
        status: sapperGames.status,
        amount: sapperGames.amount,
        mines: sapperGames.mines,
        payout: sapperGames.payout,
        createdAt: sapperGames.createdAt,
        finishedAt: sapperGames.finishedAt,
      })
      .from(sapperGames)
      .where(mine)
      .orderBy(desc(sapperGames.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(sapperGames).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}
