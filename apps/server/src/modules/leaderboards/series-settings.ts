/**
 * The leaderboard series as an operator left them (issue 30 "Running the shop"): the catalog's series
 * (catalog/leaderboards.ts) with the console's changes of texts, entry minimum and prizes, kept in
 * `site_settings` under `leaderboard_series` as `{ [slug]: {title, titleEn, description, minScore, prizes} }`.
 * Every window opened after a save takes them; boards already open keep theirs unless the save said otherwise.
 */
import type { GameProject } from '@cases/domain/projects';
import type { BoardSeries } from '../../catalog/leaderboards.ts';
import type { DbOrTx } from '../../db/client.ts';
import { dbCache } from '../../platform/db-cache.ts';
import {
  SERIES_KEY,
  savedSeriesEdits,
  seriesWithEdits,
  type SeriesEdit,
  type SeriesEdits,
} from '../../kernel/leaderboards/series-edits.ts';

export { SERIES_KEY, savedSeriesEdits, type SeriesEdit, type SeriesEdits };

const cache = dbCache(3_000, savedSeriesEdits);

/**
 * Every series of the game project's catalog (catalog/projects.ts; Dota 2's by default) with the operator's
 * changes (cached up to 3 s).
 */
export async function seriesNow(db: DbOrTx, project: GameProject = 'dota'): Promise<BoardSeries[]> {
  return seriesWithEdits(project, await cache.get(db));
}

/** Drops this process's copy (after a console save). */
export function forgetSeriesEdits(db: DbOrTx): void {
  cache.forget(db);
}
