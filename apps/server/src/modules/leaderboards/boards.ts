/**
 * Boards: opening the window of each recurring series (catalog/leaderboards.ts) that contains now,
 * once however many processes try (unique series + start), with its prize table; and reading them.
 */
import { boardWindow } from '@cases/domain/leaderboards';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { BoardSeries } from '../../catalog/leaderboards.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { leaderboardPrizes, leaderboards } from '../../db/schema/index.ts';
import { seriesNow } from './series-settings.ts';
import { transactionTimed } from './sources.ts';

export type BoardRow = typeof leaderboards.$inferSelect;

/** A board to open: a series' texts and prizes over [startsAt, endsAt). */
export interface NewBoard extends Omit<BoardSeries, 'period' | 'slug'> {
  series: string;
  startsAt: Date;
  endsAt: Date;
}

/** Opens the board unless its series already has one starting then; returns its id either way. */
export async function openBoard(db: Db, b: NewBoard): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(leaderboards)
      .values({
        series: b.series,
        type: b.type,
        title: b.title,
        titleEn: b.titleEn,
        description: b.description,
        image: b.image,
        sortOrder: b.order,
        minScore: b.minScore,
        startsAt: b.startsAt,
        endsAt: b.endsAt,
        countedTo: transactionTimed(b.type) ? b.startsAt : null,
      })
      .onConflictDoNothing()
      .returning({ id: leaderboards.id });
    if (created) {
      await tx
        .insert(leaderboardPrizes)
        .values(b.prizes.map((itemId, i) => ({ boardId: created.id, place: i + 1, itemId })));
      return created.id;
    }
    const [existing] = await tx
      .select({ id: leaderboards.id })
      .from(leaderboards)
      .where(and(eq(leaderboards.series, b.series), eq(leaderboards.startsAt, b.startsAt)));
    return existing!.id;
  });
}

/**
 * Opens the current window of every series (a no-op when it is open already); by default the catalog's series
 * with the console's changes (series-settings.ts).
 */
export async function openCurrentBoards(db: Db, now = Date.now(), series?: BoardSeries[]) {
  for (const s of series ?? (await seriesNow(db))) {
    const w = boardWindow(s.period, now);
    await openBoard(db, {
      ...s,
      series: s.slug,
      startsAt: new Date(w.start),
      endsAt: new Date(w.end),
    });
  }
}

/** Boards running at `now`, ascending by order. */
export function activeBoards(db: DbOrTx, now = new Date()): Promise<BoardRow[]> {
  return db
    .select()
    .from(leaderboards)
    .where(and(lte(leaderboards.startsAt, now), gt(leaderboards.endsAt, now)))
    .orderBy(asc(leaderboards.sortOrder), asc(leaderboards.id));
}

/** The prize item ids of boards, by board id then place (1-based index 0). */
export async function prizesOf(db: DbOrTx, boardIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (boardIds.length === 0) return out;
  const rows = await db
    .select()
    .from(leaderboardPrizes)
    .where(inArray(leaderboardPrizes.boardId, boardIds))
    .orderBy(asc(leaderboardPrizes.boardId), asc(leaderboardPrizes.place));
  for (const r of rows) {
    const list = out.get(r.boardId) ?? [];
    list[r.place - 1] = r.itemId;
    out.set(r.boardId, list);
  }
  return out;
}

export async function boardById(db: DbOrTx, id: number): Promise<BoardRow | undefined> {
  const [b] = await db.select().from(leaderboards).where(eq(leaderboards.id, id));
  return b;
}
