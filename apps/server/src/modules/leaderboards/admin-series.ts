/**
 * Leaderboard series as the console edits them (issue 30; admin-routes.ts declares the calls): a series with its
 * open board, the check that prizes are catalog items, and the save — the next windows' texts, minimum and prizes
 * (site_settings `leaderboard_series`), and with `applyToCurrent` the open board too while it is not settled — in
 * one transaction under the catalog's save lock and this save's own, the prize pool held to its cap
 * (kernel/leaderboards/prize-pools.ts), with one audit entry `leaderboard.update`. Errors: 400 content_invalid
 * (an unknown item), 422 prize_pool_over_cap.
 */
import type { AdminBoardSeries } from '@cases/domain/api/admin-content';
import type { StaffRole } from '@cases/domain/api/admin';
import { boardUnit, type BoardType } from '@cases/domain/leaderboards';
import { toRoubles } from '@cases/domain/money';
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { BoardSeries } from '../../catalog/leaderboards.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { items, leaderboardPrizes, leaderboards } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { lockCatalogSaves } from '../../kernel/catalog/save-lock.ts';
import { prizePoolKopecks, requirePoolWithin } from '../../kernel/leaderboards/prize-pools.ts';
import { saveSiteSetting } from '../../kernel/site/settings.ts';
import { staffAudit } from '../../kernel/staff/audit.ts';
import { prizesOf, type BoardRow } from './boards.ts';
import { savedSeriesEdits, SERIES_KEY, type SeriesEdit } from './series-settings.ts';

const scoreWire = (type: string, score: number) =>
  boardUnit(type as BoardType) === 'money' ? toRoubles(score) : score;

/** The series' board not settled yet that started last (the one open now, or just ended), or null. */
async function openBoardOf(db: DbOrTx, slug: string, lock = false): Promise<BoardRow | null> {
  const q = db
    .select()
    .from(leaderboards)
    .where(
      and(
        eq(leaderboards.series, slug),
        isNull(leaderboards.settledAt),
        lte(leaderboards.startsAt, sql`now()`),
      ),
    )
    .orderBy(desc(leaderboards.startsAt))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** A series as the console shows it, with its open board. */
export async function seriesWire(
  db: DbOrTx,
  s: BoardSeries,
  edited: boolean,
): Promise<AdminBoardSeries> {
  const board = await openBoardOf(db, s.slug);
  const prizes = board ? ((await prizesOf(db, [board.id])).get(board.id) ?? []) : [];
  return {
    slug: s.slug,
    type: s.type,
    period: s.period,
    unit: boardUnit(s.type),
    title: s.title,
    title_en: s.titleEn,
    description: s.description,
    min_score: scoreWire(s.type, s.minScore),
    prizes: s.prizes,
    edited,
    current: board && {
      id: String(board.id),
      starts_at: board.startsAt.toISOString(),
      ends_at: board.endsAt.toISOString(),
      title: board.title,
      title_en: board.titleEn ?? board.title,
      description: board.description,
      min_score: scoreWire(board.type, board.minScore),
      prizes,
    },
  };
}

/** 400 content_invalid for the first prize that is not a catalog item. */
export async function requireKnownItems(db: DbOrTx, ids: string[]): Promise<void> {
  const known = await db.select({ id: items.id }).from(items).where(inArray(items.id, ids));
  const missing = ids.find((p) => !known.some((k) => k.id === p));
  if (missing !== undefined) throw new AppError(400, 'content_invalid', `No item ${missing}`);
}

/** Saves `edit` for series `base` (and its open board with `applyToCurrent`), audited as `staff` from `ip`. */
export async function saveSeries(
  db: Db,
  catalog: Config['catalog'],
  staff: { userId: number; role: StaffRole },
  ip: string,
  base: BoardSeries,
  edit: SeriesEdit,
  applyToCurrent: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The catalog's lock first (item prices are read under it), then this save's own.
    await lockCatalogSaves(tx);
    await tx.execute(sql`select pg_advisory_xact_lock(570033)`);
    requirePoolWithin(
      catalog,
      { what: `series ${base.slug}`, period: base.period, prizes: edit.prizes },
      await prizePoolKopecks(tx, edit.prizes),
    );
    const edits = await savedSeriesEdits(tx);
    const before = await seriesWire(tx, base, base.slug in edits);
    const next = { ...edits, [base.slug]: edit };
    await saveSiteSetting(tx, SERIES_KEY, next, staff.userId);
    const board = applyToCurrent ? await openBoardOf(tx, base.slug, true) : null;
    if (board) {
      await tx
        .update(leaderboards)
        .set({
          title: edit.title,
          titleEn: edit.titleEn,
          description: edit.description,
          minScore: edit.minScore,
        })
        .where(and(eq(leaderboards.id, board.id), isNull(leaderboards.settledAt)));
      await tx.delete(leaderboardPrizes).where(eq(leaderboardPrizes.boardId, board.id));
      await tx
        .insert(leaderboardPrizes)
        .values(edit.prizes.map((itemId, i) => ({ boardId: board.id, place: i + 1, itemId })));
    }
    await staffAudit(tx, staff, ip, {
      action: 'leaderboard.update',
      target: `leaderboard:${base.slug}`,
      before,
      after: await seriesWire(tx, { ...base, ...edit }, true),
    });
  });
}
