/**
 * The event page's tabs (spec 001 §2 "Event page tabs"): the overview always first, then the tabs the
 * season's `active_tabs` list, each setting name mapped to its page (issue 28); other names are dropped
 * by the wire schema already.
 */
import type { EventTab } from '@cases/domain/api/event';
import { paths } from '../../../shared/paths.ts';

export type TabKey = 'overview' | 'newCases' | 'coinCases' | 'battlePass' | 'top';

/** Which page each settings name turns on (FreeCases is the overview, always shown). */
const TAB_OF: Record<EventTab, TabKey> = {
  FreeCases: 'overview',
  NewCases: 'newCases',
  TastyBattlePass: 'coinCases',
  Techies: 'battlePass',
  Top: 'top',
};

const PATH_OF: Record<TabKey, string> = {
  overview: paths.event(),
  newCases: paths.eventNewCases(),
  coinCases: paths.eventCoinCases(),
  battlePass: paths.eventBattlePass(),
  top: paths.eventTop(),
};

const ORDER: readonly TabKey[] = ['overview', 'newCases', 'coinCases', 'battlePass', 'top'];

/** The tabs to show, in the page's order, with their paths. */
export function eventTabs(active: readonly EventTab[]): { key: TabKey; to: string }[] {
  const on = new Set<TabKey>(['overview', ...active.map((name) => TAB_OF[name])]);
  return ORDER.filter((key) => on.has(key)).map((key) => ({ key, to: PATH_OF[key] }));
}
