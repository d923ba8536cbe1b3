/**
 * A winner's prizes (spec 001 §2 leaderboard reward popup, §3 Reward drop, §7 `/v2/top/history`): the
 * places a player won with the inventory item each became; the popup shows those not yet seen, once
 * (marking them seen), on the player's next visit.
 */
import type { HistoryEntry, RewardDrop } from '@cases/domain/api/leaderboards';
import type { Language } from '@cases/domain/api/site-web';
import type { Rarity } from '@cases/domain/catalog';
import { toRoubles } from '@cases/domain/money';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryItems, items, leaderboardWinners, leaderboards } from '../../db/schema/index.ts';
import { localized } from '../../platform/lang.ts';
import { itemImage } from '../../kernel/media-urls.ts';

function wonQuery(db: DbOrTx) {
  return db
    .select({
      boardId: leaderboards.id,
      title: leaderboards.title,
      titleEn: leaderboards.titleEn,
      endsAt: leaderboards.endsAt,
      place: sql<number>`coalesce(${leaderboardWinners.position}, ${leaderboardWinners.place})`,
      inventoryId: inventoryItems.id,
      status: inventoryItems.status,
      price: inventoryItems.price,
      item: items,
    })
    .from(leaderboardWinners)
    .innerJoin(leaderboards, eq(leaderboards.id, leaderboardWinners.boardId))
    .innerJoin(inventoryItems, eq(inventoryItems.id, leaderboardWinners.inventoryItemId))
    .innerJoin(items, eq(items.id, inventoryItems.itemId));
}

/** The player's won places, newest first. */
export async function historyOf(
  db: DbOrTx,
  userId: number,
  limit: number,
  lang: Language,
): Promise<HistoryEntry[]> {
  const rows = await wonQuery(db)
    .where(eq(leaderboardWinners.userId, userId))
    .orderBy(desc(leaderboardWinners.createdAt), desc(leaderboardWinners.boardId))
    .limit(limit);
  return rows.map((r) => ({
    id: String(r.boardId),
    title: localized(lang, r.title, r.titleEn),
    date_end: r.endsAt.toISOString(),
    prize: {
      id: String(r.inventoryId),
      name: localized(lang, r.item.name, r.item.nameEn),
      image: itemImage(r.item),
      price: { amount: toRoubles(r.price) },
      rarity: r.item.rarity as Rarity,
      position: r.place,
    },
  }));
}

/** Prizes the player has not seen in the popup yet, oldest first. */
export async function unseenRewards(
  db: DbOrTx,
  userId: number,
  lang: Language,
): Promise<RewardDrop[]> {
  const rows = await wonQuery(db)
    .where(and(eq(leaderboardWinners.userId, userId), isNull(leaderboardWinners.seenAt)))
    .orderBy(leaderboardWinners.createdAt)
    .limit(20);
  return rows.map((r) => ({
    id: String(r.inventoryId),
    board_id: String(r.boardId),
    board_title: localized(lang, r.title, r.titleEn),
    name: localized(lang, r.item.name, r.item.nameEn),
    price: toRoubles(r.price),
    image: itemImage(r.item),
    rarity: r.item.rarity as Rarity,
    place: r.place,
    sellable: r.status === 'progress',
  }));
}

/** Marks the player's prizes with these inventory ids as seen; others' ids change nothing. */
export async function markSeen(db: DbOrTx, userId: number, inventoryIds: number[]): Promise<void> {
  await db
    .update(leaderboardWinners)
    .set({ seenAt: new Date() })
    .where(
      and(
        eq(leaderboardWinners.userId, userId),
        inArray(leaderboardWinners.inventoryItemId, inventoryIds),
        isNull(leaderboardWinners.seenAt),
      ),
    );
}
