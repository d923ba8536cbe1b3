/**
 * Drawing a raffle after its end (issue 28 "Raffle"; docs/fairness.md "Raffle"): once, however many
 * processes, jobs or retries race. One transaction first marks it drawn with a conditional UPDATE (only
 * the first caller moves `drawn_at` from null; a second waits on the row, then finds nothing to do; a
 * crash rolls the mark back and the job or the next sweep draws again), then snapshots the tickets as
 * `raffle_entries`, draws with the domain's `drawRaffle`, gives each prize's catalog item to its winner as
 * an inventory item (source `Case`, nothing paid: a gift of the shop, as a leaderboard prize) with a
 * `raffle_winners` row, and stores the public seed. The server seed is readable from then on.
 */
import { lockPlayersInOrder } from '../../kernel/players/counters.ts';
import { drawRaffle } from '@cases/domain/raffle';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { items, raffleEntries, raffleWinners, raffles } from '../../db/schema/index.ts';
import { addItems } from '../../kernel/inventory/items.ts';
import { allTickets } from './tickets.ts';

export interface RafflePrizeWon {
  raffleId: number;
  raffleTitle: string;
  /** The prize position (1 = the first prize). */
  position: number;
  userId: number;
  inventoryItemId: number;
  itemName: string;
}

/** Rows per insert of the entries (bound parameters stay far below PostgreSQL's 65 535). */
const CHUNK = 5000;

/**
 * Draws the raffle if it ended at least `drawDelayMs` ago and is not drawn yet; returns the prizes given
 * (empty when another caller drew it, when nobody had a ticket, or when there is no such raffle), or
 * null when it is not due yet. The entries are the players with tickets under the deposit rule of
 * `depositDays` (tickets.ts; issue 44): a player without a deposit is never drawn.
 */
export async function drawRaffleOnce(
  db: Db,
  raffleId: number,
  drawDelayMs: number,
  depositDays: number,
): Promise<RafflePrizeWon[] | null> {
  return db.transaction(async (tx) => {
    const [raffle] = await tx
      .update(raffles)
      .set({ drawnAt: sql`now()` })
      .where(
        and(
          eq(raffles.id, raffleId),
          isNull(raffles.drawnAt),
          lte(raffles.endsAt, sql`now() - ${drawDelayMs} * interval '1 millisecond'`),
        ),
      )
      .returning();
    if (!raffle) {
      const [row] = await tx
        .select({ drawnAt: raffles.drawnAt })
        .from(raffles)
        .where(eq(raffles.id, raffleId));
      return row && !row.drawnAt ? null : [];
    }
    const draw = drawRaffle(
      raffle.serverSeed,
      await allTickets(tx, raffle, depositDays),
      raffle.prizes.length,
    );
    for (let i = 0; i < draw.entries.length; i += CHUNK)
      await tx
        .insert(raffleEntries)
        .values(draw.entries.slice(i, i + CHUNK).map((e) => ({ raffleId: raffle.id, ...e })));
    await tx.update(raffles).set({ publicSeed: draw.publicSeed }).where(eq(raffles.id, raffle.id));
    const prizeIds = raffle.prizes.slice(0, draw.winners.length);
    const catalog = new Map(
      prizeIds.length === 0
        ? []
        : (await tx.select().from(items).where(inArray(items.id, prizeIds))).map((r) => [r.id, r]),
    );
    const won: RafflePrizeWon[] = [];
    await lockPlayersInOrder(
      tx,
      draw.winners.map((w) => w.entry.userId),
    );
    for (const w of draw.winners) {
      const itemId = raffle.prizes[w.prize - 1]!;
      // Catalog rows are never deleted (inventory and winners reference them).
      const item = catalog.get(itemId);
      if (!item) throw new Error(`raffle ${raffle.slug}: prize ${itemId} is not in the catalog`);
      const [inv] = await addItems(tx, [
        { userId: w.entry.userId, itemId, price: item.price, status: 'progress', source: 'Case' },
      ]);
      await tx.insert(raffleWinners).values({
        raffleId: raffle.id,
        position: w.prize,
        userId: w.entry.userId,
        itemId,
        inventoryItemId: inv!.id,
        tickets: w.entry.tickets,
        roll: w.roll,
      });
      won.push({
        raffleId: raffle.id,
        raffleTitle: raffle.title,
        position: w.prize,
        userId: w.entry.userId,
        inventoryItemId: inv!.id,
        itemName: item.nameEn ?? item.name,
      });
    }
    return won;
  });
}

/** Ids of raffles that ended at least `drawDelayMs` ago and are not drawn yet. */
export async function dueRaffles(db: Db, drawDelayMs: number): Promise<number[]> {
  const rows = await db
    .select({ id: raffles.id })
    .from(raffles)
    .where(
      and(
        isNull(raffles.drawnAt),
        lte(raffles.endsAt, sql`now() - ${drawDelayMs} * interval '1 millisecond'`),
      ),
    );
  return rows.map((r) => r.id);
}
