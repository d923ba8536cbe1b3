/**
 * The cases a battle may use (issue 10 "each round one case from the shop's paid cases"): available,
 * priced above 0 in money, without a level gate, with a published drop list; not a season case with a limit,
 * a window, free openings or a fixed count (issue 28), which a battle could not honour. One rule for the
 * battles service (modules/battles/cases.ts) and the `battle` filter of the case listing (spec 000 §7).
 */
import type { CaseEntry } from './snapshot.ts';

/** True when `e` may be a battle round. */
export function isBattleCase(e: CaseEntry): boolean {
  const c = e.row;
  const special =
    c.currency !== 'RUB' ||
    c.opensLimit !== null ||
    c.endsAt !== null ||
    c.everyNOpenFree !== null ||
    c.multifixNumber !== null ||
    c.multicastRange !== null ||
    c.isOffer;
  return c.available && c.price > 0 && c.level === 0 && e.drops.length > 0 && !special;
}
