/**
 * The console's page of a player's battles, newest first (the seats they took) (issue 30 "Players": the profile's
 * games; admin-routes.ts declares the call): 50 a page at `limit`/`offset` (kernel/staff/player-list.ts pageWindow),
 * and how many there are in all.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { battleMembers, battles } from '../../db/schema/index.ts';

/** Rows of player `userId` in the window, newest first, and the total. */
export async function battlesPageOf(
  db: DbOrTx,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
) {
  const mine = eq(battleMembers.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ulid: battles.ulid,
        status: battles.status,
        seats: battles.seats,
        price: battles.price,
        paid: battleMembers.paid,
        seat: battleMembers.seat,
        winnerSeats: battles.winnerSeats,
        createdAt: battles.createdAt,
        finishedAt: battles.finishedAt,
      })
      .from(battleMembers)
      .innerJoin(battles, eq(battles.id, battleMembers.battleId))
      .where(mine)
      .orderBy(desc(battleMembers.battleId))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(battleMembers).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}
