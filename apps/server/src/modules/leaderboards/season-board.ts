/**
 * The season's own board (issue 28, `/event/top`): series `season-coins`, type `coins_earned` (coins
 * earned by play in the season, sources.ts), its window the running season's (kernel/season: starts_at to
 * ends_at), opened once per season (unique series + start) and settled at the season's end like any board.
 * Prizes: catalog item ids of the backend's project (catalog/projects.ts) by place, first place first.
 */
import type { Db } from '../../db/client.ts';
import { currentSeason } from '../../kernel/season/season.ts';
import { projectCatalog } from '../../catalog/projects.ts';
import { openBoard, type NewBoard } from './boards.ts';

export const SEASON_SERIES = 'season-coins';

export const seasonBoard: Omit<NewBoard, 'startsAt' | 'endsAt'> = {
  series: SEASON_SERIES,
  type: 'coins_earned',
  title: 'Топ сезона',
  titleEn: 'Season top',
  description: 'seasonCoins',
  image: '/season/coin.svg',
  order: 5,
  minScore: 1,
  // Dota 2's prizes; a backend passes its project's (catalog/projects.ts `seasonBoardPrizes`).
  prizes: projectCatalog('dota').seasonBoardPrizes,
};

/**
 * Opens the running season's board unless it exists, with `prizes` (item ids by place; Dota 2's by default); its
 * id, or null when no season runs.
 */
export async function openSeasonBoard(
  db: Db,
  prizes: string[] = seasonBoard.prizes,
): Promise<number | null> {
  const season = await currentSeason(db);
  if (!season) return null;
  return openBoard(db, {
    ...seasonBoard,
    prizes,
    startsAt: season.startsAt,
    endsAt: season.endsAt,
  });
}
