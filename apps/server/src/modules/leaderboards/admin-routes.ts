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
} from '@cases/domain/api/admin-content';
import { boardUnit } from '@cases/domain/leaderboards';
import { toKopecks } from '@cases/domain/money';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { requireKnownItems, saveSeries, seriesWire } from './admin-series.ts';
import {
  forgetSeriesEdits,
  savedSeriesEdits,
  seriesNow,
  type SeriesEdit,
} from './series-settings.ts';

/** The series slug (`:id`, as every console call names its thing). */
const slugParam = z.object({ id: z.string().min(1).max(80) });

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
      await requireKnownItems(db, b.prizes);
      const edit: SeriesEdit = {
        title: b.title,
        titleEn: b.title_en,
        description: b.description,
        minScore: money ? toKopecks(b.min_score) : b.min_score,
        prizes: b.prizes,
      };
      await saveSeries(db, config.catalog, staff, req.ip, base, edit, b.apply_to_current);
      forgetSeriesEdits(db);
      return seriesWire(db, { ...base, ...edit }, true);
    },
  );
}
