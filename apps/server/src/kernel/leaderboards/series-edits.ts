/**
 * The operator's changes to the leaderboard series (texts, entry minimum, prizes), as `site_settings` keeps them under
 * `leaderboard_series` (`{ [slug]: {title, titleEn, description, minScore, prizes} }`; written by
 * modules/leaderboards, read here so the catalog's prize-pool check (prize-pools.ts) sees them too).
 */
import type { GameProject } from '@cases/domain/projects';
import { eq } from 'drizzle-orm';
import type { BoardSeries } from '../../catalog/leaderboards.ts';
import { projectCatalog } from '../../catalog/projects.ts';
import type { DbOrTx } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

export const SERIES_KEY = 'leaderboard_series';
export type SeriesEdit = Pick<
  BoardSeries,
  'title' | 'titleEn' | 'description' | 'minScore' | 'prizes'
>;
export type SeriesEdits = Record<string, SeriesEdit>;

/** The saved changes (empty when none). */
export async function savedSeriesEdits(db: DbOrTx): Promise<SeriesEdits> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, SERIES_KEY));
  return (row?.value as SeriesEdits | undefined) ?? {};
}

/** Every series of the game project's catalog (catalog/projects.ts) with the saved `edits` over it. */
export function seriesWithEdits(project: GameProject, edits: SeriesEdits): BoardSeries[] {
  return projectCatalog(project).boardSeries.map((s) => ({ ...s, ...edits[s.slug] }));
}
