/**
 * The cases a battle may use (the rule: kernel/catalog/battle-case.ts). Their drop lists are copied into
 * the battle at creation, so the rolls and the check page use the very odds the battle was created with.
 */
import type { BattleDropList } from '../../db/schema/index.ts';
import { isBattleCase } from '../../kernel/catalog/battle-case.ts';
import type { CaseEntry, Snapshot } from '../../kernel/catalog/snapshot.ts';

export { isBattleCase };

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
