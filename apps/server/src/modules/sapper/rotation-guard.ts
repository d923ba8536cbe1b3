/**
 * Seeds may not rotate under an open mines game (issue 11): its layout comes from the active pair, so
 * revealing that server seed would show where the mines are. The fairness area runs this under the
 * player's lock before a rotation (its port, wired in app.ts, whatever the techies flag says: a game
 * opened while the flag was on still counts). A mines start locks the users row too, so a start racing
 * a rotation is either seen here or rolls on the new pair.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sapperGames } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/** 409 `mines_game_open` while the player has an open mines game. */
export async function refuseWhileMinesOpen(tx: Tx, userId: number): Promise<void> {
  const [open] = await tx
    .select({ id: sapperGames.id })
    .from(sapperGames)
    .where(and(eq(sapperGames.userId, userId), eq(sapperGames.status, 'open')))
    .limit(1);
  if (open)
    throw new AppError(409, 'mines_game_open', 'Finish the open mines game before a new seed pair');
}
