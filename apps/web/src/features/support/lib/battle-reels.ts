/**
 * Where the chat bubble steps aside (issue 30 "Support": hidden on the battle reels at 360 px): a battle's own
 * page, `/battles/:battleId` (routePatterns.battle), but not the battles' other pages that share the prefix.
 */
import { matchPath } from 'react-router';
import { routePatterns } from '../../../shared/paths.ts';

const OTHER_BATTLE_PAGES = [
  routePatterns.battles,
  routePatterns.battlesCreate,
  routePatterns.battlesDetails,
  routePatterns.battlesHistory,
  routePatterns.battlesStatistics,
];

/** True on a battle's page (its reels), given the router's path (without the /en prefix). */
export function isBattleReels(pathname: string): boolean {
  if (!matchPath(routePatterns.battle, pathname)) return false;
  return !OTHER_BATTLE_PAGES.some((p) => matchPath(p, pathname));
}
