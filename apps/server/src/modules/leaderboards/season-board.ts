/**
 * The season's own board (issue 28, `/event/top`): series `season-coins`, type `coins_earned` (coins
 * earned by play in the season, sources.ts), its window the running season's (kernel/season: starts_at to
 * ends_at), opened once per season (unique series + start) and settled at the season's end like any board.
 * Prizes: catalog item ids (catalog/items.ts) by place, first place first.
 */
import type { Db } from '../../db/client.ts';
import { currentSeason } from '../../kernel/season/season.ts';
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
  prizes: [
    'dread-retribution',
    'bladeform-legacy',
    'golden-atomic-ray-thrusters',
    'pauldrons-of-eternal-harvest',
    'yulsarias-mantle',
    'totem-of-deep-magma',
    'immortal-gardens',
    'wyrmwrought-flare',
    'atomic-ray-thrusters',
    'mindless-slaughter-hook',
  ],
};

/** Opens the running season's board unless it exists; its id, or null when no season runs. */
export async function openSeasonBoard(db: Db): Promise<number | null> {
  const season = await currentSeason(db);
  if (!season) return null;
  return openBoard(db, { ...seasonBoard, startsAt: season.startsAt, endsAt: season.endsAt });
}
