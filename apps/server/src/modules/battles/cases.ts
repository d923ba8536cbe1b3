/**
 * The cases a battle may use (issue 10 "each round one case from the shop's paid cases"): available,
 * priced above 0 in money, without a level gate, with a published drop list; not a season case with a limit,
 * a window, free openings or a fixed count (issue 28), which a battle could not honour. Their drop lists are copied into
 * the battle at creation, so the rolls and the check page use the very odds the battle was created with.
 */
import type { BattleDropList } from '../../db/schema/index.ts';
import type { CaseEntry, Snapshot } from '../../kernel/catalog/snapshot.ts';

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

/** Every battle case in section and case order. */
export function battleCases(snap: Snapshot): CaseEntry[] {
  const order = new Map(snap.sections.map((s, i) => [s.id, i]));
  return snap.cases
    .filter(isBattleCase)
    .sort(
      (a, b) =>
        (order.get(a.row.sectionId) ?? 0) - (order.get(b.row.sectionId) ?? 0) ||
        a.row.position - b.row.position,
    );
}

/** A case's drop list as stored on the battle. */
export function dropListOf(e: CaseEntry): BattleDropList {
  return e.drops.map((d) => ({ itemId: d.item.id, weight: d.weight }));
}
