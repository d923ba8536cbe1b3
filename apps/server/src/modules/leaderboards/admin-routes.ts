/**
 * Leaderboards in the console (issue 30 "Running the shop"; docs/console.md "Content"; right `content`):
 * `GET /v1/admin/leaderboards` (each catalog series with its texts, entry minimum and prizes for the next
 * windows, and its board open now) and `PUT /v1/admin/leaderboards/{series} {title, title_en, description,
 * min_score, prizes, apply_to_current}`: the next windows open with these (site_settings
 * `leaderboard_series`); with `apply_to_current` the series' open board changes too — only while it is not
 * settled (the row is locked, so the settlement pays the new prizes or the edit leaves a settled board alone).
 * `min_score` in roubles for money boards, a count otherwise; prizes catalog item ids by place. One audit entry
 * `leaderboard.update` (before and after) per save. The prizes at the items' prices are at most the period's cap
 * (kernel/leaderboards/prize-pools.ts, under the catalog's save lock; issue 44). Errors: 404 content_not_found (no
 * such series), 400 content_invalid (an unknown item, a fractional count), 422 prize_pool_over_cap.
 */
import {
  adminBoardSeries,
  adminBoardsResponse,
  boardSeriesBody,
  type AdminBoardSeries,
} from '@cases/domain/api/admin-content';
import { boardUnit, type BoardType } from '@cases/domain/leaderboards';
import { toKopecks, toRoubles } from '@cases/domain/money';
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BoardSeries } from '../../catalog/leaderboards.ts';
import type { DbOrTx } from '../../db/client.ts';
import { items, leaderboardPrizes, leaderboards } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { lockCatalogSaves } from '../../kernel/catalog/save-lock.ts';
import { prizePoolKopecks, requirePoolWithin } from '../../kernel/leaderboards/prize-pools.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { audit } from '../../kernel/staff/audit.ts';
import { prizesOf, type BoardRow } from './boards.ts';
import {
  forgetSeriesEdits,
  savedSeriesEdits,
  SERIES_KEY,
  seriesNow,
  type SeriesEdit,
} from './series-settings.ts';
import { saveSiteSetting } from '../../kernel/site/settings.ts';

/** The series slug (`:id`, as every console call names its thing). */
const slugParam = z.object({ id: z.string().min(1).max(80) });

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

async function seriesWire(db: DbOrTx, s: BoardSeries, edited: boolean): Promise<AdminBoardSeries> {
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

export function leaderboardsAdminRoutes(app: App, { db, config }: AppDeps): void {
  app.get(
    '/v1/admin/leaderboards',
    { config: { auth: 'required' }, schema: { response: { 200: adminBoardsResponse } } },
    async (req) => {
      await requireStaff(db, req, 'content');
      forgetSeriesEdits(db);
      const edits = await savedSeriesEdits(db);
      const series = await seriesNow(db, config.project.id);
      return { series: await Promise.all(series.map((s) => seriesWire(db, s, s.slug in edits))) };
    },
  );

  app.put(
    '/v1/admin/leaderboards/:id',
    {
      config: {
        errors: [
          [400, 'content_invalid'],
          [404, 'content_not_found'],
        ],
        auth: 'required',
      },
      schema: { params: slugParam, body: boardSeriesBody, response: { 200: adminBoardSeries } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'content');
      const b = req.body;
      const base = (await seriesNow(db, config.project.id)).find((s) => s.slug === req.params.id);
      if (!base) throw new AppError(404, 'content_not_found', 'No such leaderboard series');
      const money = boardUnit(base.type) === 'money';
      if (!money && !Number.isInteger(b.min_score))
        throw new AppError(400, 'content_invalid', 'A count is whole');
      const known = await db
        .select({ id: items.id })
        .from(items)
        .where(inArray(items.id, b.prizes));
      const missing = b.prizes.find((p) => !known.some((k) => k.id === p));
      if (missing !== undefined) throw new AppError(400, 'content_invalid', `No item ${missing}`);
      const edit: SeriesEdit = {
        title: b.title,
        titleEn: b.title_en,
        description: b.description,
        minScore: money ? toKopecks(b.min_score) : b.min_score,
        prizes: b.prizes,
      };
      await db.transaction(async (tx) => {
        // The catalog's lock first (item prices are read under it), then this save's own.
        await lockCatalogSaves(tx);
        await tx.execute(sql`select pg_advisory_xact_lock(570033)`);
        requirePoolWithin(
          config.catalog,
          { what: `series ${base.slug}`, period: base.period, prizes: edit.prizes },
          await prizePoolKopecks(tx, edit.prizes),
        );
        const edits = await savedSeriesEdits(tx);
        const before = await seriesWire(tx, base, base.slug in edits);
        const next = { ...edits, [base.slug]: edit };
        await saveSiteSetting(tx, SERIES_KEY, next, staff.userId);
        const board = b.apply_to_current ? await openBoardOf(tx, base.slug, true) : null;
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
        await audit(tx, {
          actorId: staff.userId,
          role: staff.role,
          ip: req.ip,
          action: 'leaderboard.update',
          target: `leaderboard:${base.slug}`,
          before,
          after: await seriesWire(tx, { ...base, ...edit }, true),
        });
      });
      forgetSeriesEdits(db);
      return seriesWire(db, { ...base, ...edit }, true);
    },
  );
}
