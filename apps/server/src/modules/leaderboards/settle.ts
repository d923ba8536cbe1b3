/**
 * Settling a board at its window's end (issue 13): once, however many processes or restarts race.
 * One transaction marks the board settled with a conditional UPDATE (only the first caller moves
 * `settled_at` from null; a second waits on the row and then finds nothing to do; a crash rolls the
 * mark back and the next sweep settles), counts the last source rows, and turns each prize place's
 * catalog item into an inventory item of its winner (source `Case`, nothing paid, no seed: a gift of
 * the shop) with a `leaderboard_winners` row (primary key board + prize place, with the winner's place
 * on the board). Only players who meet the deposit rule take a prize (qualify.ts, issue 26): the prize
 * of a place whose player does not passes down to the next one who does. Prizes nobody qualifying
 * reached stay unpaid. Settling waits `overlapMs` after the end so late commits of the window are
 * counted.
 */
import { lockPlayersInOrder } from '../../kernel/players/counters.ts';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { items, leaderboardWinners, leaderboards } from '../../db/schema/index.ts';
import { prizesOf } from './boards.ts';
import { countBoard, type CountOptions } from './count.ts';
import { prizeWinners } from './ranking.ts';
import { addItems } from '../../kernel/inventory/items.ts';

export interface SettledPlace {
  boardId: number;
  boardTitle: string;
  /** The prize place paid, and the winner's place on the board. */
  place: number;
  position: number;
  userId: number;
  inventoryItemId: number;
  itemName: string;
}

/** Settles the board if due and not settled yet; returns the places paid (empty when it did nothing). */
export async function settleBoard(
  db: Db,
  boardId: number,
  opts: CountOptions,
): Promise<SettledPlace[]> {
  return db.transaction(async (tx) => {
    const [board] = await tx
      .update(leaderboards)
      .set({ settledAt: sql`now()` })
      .where(
        and(
          eq(leaderboards.id, boardId),
          isNull(leaderboards.settledAt),
          lte(leaderboards.endsAt, sql`now() - ${opts.overlapMs} * interval '1 millisecond'`),
        ),
      )
      .returning();
    if (!board) return [];
    await countBoard(tx, board, opts);
    const prizes = (await prizesOf(tx, [board.id])).get(board.id) ?? [];
    const winners = await prizeWinners(tx, board.id, board.minScore, prizes.length, opts.deposit);
    const paid: SettledPlace[] = [];
    await lockPlayersInOrder(
      tx,
      winners.map((w) => w.userId),
    );
    for (const w of winners) {
      const itemId = prizes[w.prizePlace - 1];
      if (!itemId) continue;
      const [item] = await tx.select().from(items).where(eq(items.id, itemId));
      if (!item) continue;
      const [inv] = await addItems(tx, [
        { userId: w.userId, itemId, price: item.price, status: 'progress', source: 'Case' },
      ]);
      await tx.insert(leaderboardWinners).values({
        boardId: board.id,
        place: w.prizePlace,
        position: w.position,
        userId: w.userId,
        score: w.score,
        inventoryItemId: inv!.id,
      });
      paid.push({
        boardId: board.id,
        boardTitle: board.title,
        place: w.prizePlace,
        position: w.position,
        userId: w.userId,
        inventoryItemId: inv!.id,
        itemName: item.nameEn ?? item.name,
      });
    }
    return paid;
  });
}

/** Ids of boards whose window ended at least `overlapMs` ago and that are not settled yet. */
export async function dueBoards(db: Db, overlapMs: number): Promise<number[]> {
  const rows = await db
    .select({ id: leaderboards.id })
    .from(leaderboards)
    .where(
      and(
        isNull(leaderboards.settledAt),
        lte(leaderboards.endsAt, sql`now() - ${overlapMs} * interval '1 millisecond'`),
      ),
    );
  return rows.map((r) => r.id);
}
