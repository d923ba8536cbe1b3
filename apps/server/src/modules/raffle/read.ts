/**
 * Reading drawn raffles (issue 28 "Raffle result"): the winners a page at a time with their players'
 * names and experience, the entries in their published order, and whether a player has an entry.
 */
import { asc, count, eq, and, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { raffleEntries, raffleWinners, users } from '../../db/schema/index.ts';

export interface WinnerRow {
  position: number;
  userId: number;
  itemId: string;
  tickets: number;
  nickname: string;
  exp: number;
}

/** Winners of the raffle by prize position, `perPage` from page `page` (1-based), and their count. */
export async function winnersPage(
  db: DbOrTx,
  raffleId: number,
  page: number,
  perPage: number,
): Promise<{ rows: WinnerRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        position: raffleWinners.position,
        userId: raffleWinners.userId,
        itemId: raffleWinners.itemId,
        tickets: raffleWinners.tickets,
        nickname: users.nickname,
        exp: users.exp,
      })
      .from(raffleWinners)
      .innerJoin(users, eq(users.id, raffleWinners.userId))
      .where(eq(raffleWinners.raffleId, raffleId))
      .orderBy(asc(raffleWinners.position))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(raffleWinners).where(eq(raffleWinners.raffleId, raffleId)),
  ]);
  return { rows: rows.map((r) => ({ ...r, exp: Number(r.exp) })), total: total?.n ?? 0 };
}

/** The raffle's entries in their published order. */
export function entriesOf(db: DbOrTx, raffleId: number) {
  return db
    .select({
      position: raffleEntries.position,
      userId: raffleEntries.userId,
      tickets: raffleEntries.tickets,
    })
    .from(raffleEntries)
    .where(eq(raffleEntries.raffleId, raffleId))
    .orderBy(asc(raffleEntries.position));
}

/** The player's tickets as entered in the drawn raffle (0 without an entry). */
export async function enteredTickets(db: DbOrTx, raffleId: number, userId: number) {
  const [row] = await db
    .select({ tickets: raffleEntries.tickets })
    .from(raffleEntries)
    .where(and(eq(raffleEntries.raffleId, raffleId), eq(raffleEntries.userId, userId)));
  return row?.tickets ?? 0;
}

/** All tickets entered in the drawn raffle. */
export async function enteredTotal(db: DbOrTx, raffleId: number): Promise<number> {
  const [row] = await db
    .select({ n: sum(raffleEntries.tickets) })
    .from(raffleEntries)
    .where(eq(raffleEntries.raffleId, raffleId));
  return Number(row?.n ?? 0);
}
