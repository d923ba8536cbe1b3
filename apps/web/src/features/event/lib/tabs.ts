/**
 * The event page's tabs (spec 001 §2 "Event page tabs"): the overview always first, then the tabs the
 * season's `active_tabs` list, each setting name mapped to its page (issue 28): FreeCases → the coin
 * cases (cases paid with coins, not money), NewCases → new cases, TastyBattlePass → the battle pass,
 * Top → the season's top, Techies → the Techies mini-game. Other names are dropped by the wire schema.
 */
import type { EventTab } from '@cases/domain/api/event';
import { paths } from '../../../shared/paths.ts';

export type TabKey = 'overview' | 'newCases' | 'coinCases' | 'battlePass' | 'top' | 'techies';

/** Which page each settings name turns on. */
const TAB_OF: Record<EventTab, TabKey> = {
  FreeCases: 'coinCases',
  NewCases: 'newCases',
  TastyBattlePass: 'battlePass',
  Techies: 'techies',
  Top: 'top',
};

const PATH_OF: Record<TabKey, string> = {
  overview: paths.event(),
  newCases: paths.eventNewCases(),
  coinCases: paths.eventCoinCases(),
  battlePass: paths.eventBattlePass(),
  top: paths.eventTop(),
  techies: paths.sapper(),
};

const ORDER: readonly TabKey[] = [
  'overview',
  'newCases',
  'coinCases',
  'battlePass',
  'top',
  'techies',
];

/** The tabs to show, in the page's order, with their paths. */
export function eventTabs(active: readonly EventTab[]): { key: TabKey; to: string }[] {
  const on = new Set<TabKey>(['overview', ...active.map((name) => TAB_OF[name])]);
  return ORDER.filter((key) => on.has(key)).map((key) => ({ key, to: PATH_OF[key] }));
}
