/**
 * An in-memory snapshot of the catalog (sections, cases, drop lists, items), reloaded every 10 s.
 * One snapshot feeds the case page, the roll and the RTP report: the odds shown are the odds used. A case's drop
 * list is its current revision's (`case_revisions`, issue 30), read in the same statement as the case row, so the
 * revision a roll records is the one whose list it rolled on.
 */
import { ITEM_TYPE } from '@cases/domain/api/inventory';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { dbCache } from '../../platform/db-cache.ts';
import { dotaHeroes } from '../../platform/dota-heroes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { caseRevisions, cases, items, sections } from '../../db/schema/index.ts';

/** A catalog item; `type` is its ITEM_TYPE code (0 ordinary, 1 pack, 3 voucher), `packItems` a pack's content ids. */
export type ItemRow = typeof items.$inferSelect;
export type CaseRow = typeof cases.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;
export interface CaseEntry {
  row: CaseRow;
  /** The published drop list in roll order. */
  drops: { item: ItemRow; weight: number }[];
  totalWeight: number;
}
export interface Snapshot {
  sections: SectionRow[];
  cases: CaseEntry[];
  byKey: Map<string, CaseEntry>;
  items: Map<string, ItemRow>;
}

const heroNames = new Map<string, string>(
  Object.values(dotaHeroes).map((h) => [h.name.replace('npc_dota_hero_', ''), h.localized_name]),
);
/** The English hero name for a dotaconstants short name, or null. */
export const heroName = (hero: string | null) => (hero ? (heroNames.get(hero) ?? null) : null);

async function load(db: DbOrTx): Promise<Snapshot> {
  const [sectionRows, caseRows, itemRows] = await Promise.all([
    db.select().from(sections).orderBy(asc(sections.position)),
    db
      .select({ row: cases, drops: caseRevisions.drops })
      .from(cases)
      .leftJoin(
        caseRevisions,
        and(eq(caseRevisions.caseId, cases.id), eq(caseRevisions.revision, cases.revision)),
      )
      .orderBy(asc(cases.position)),
    db.select().from(items),
  ]);
  const itemMap = new Map(itemRows.map((i) => [i.id, i]));
  // An item created after the items were read but already in a revision read above (the console saved both
  // meanwhile): read it now, so no drop list loses an entry and the roll stays the revision's.
  const missing = [...new Set(caseRows.flatMap((c) => (c.drops ?? []).map((d) => d.item)))].filter(
    (id) => !itemMap.has(id),
  );
  if (missing.length > 0)
    for (const item of await db.select().from(items).where(inArray(items.id, missing)))
      itemMap.set(item.id, item);
  const entries = new Map<number, CaseEntry>();
  for (const { row, drops } of caseRows) {
    const entry: CaseEntry = { row, drops: [], totalWeight: 0 };
    for (const d of drops ?? []) {
      const item = itemMap.get(d.item);
      if (!item) continue;
      entry.drops.push({ item, weight: d.weight });
      entry.totalWeight += d.weight;
    }
    entries.set(row.id, entry);
  }
  const byKey = new Map<string, CaseEntry>();
  for (const e of entries.values()) {
    byKey.set(String(e.row.id), e);
    byKey.set(e.row.slug, e);
  }
  return { sections: sectionRows, cases: [...entries.values()], byKey, items: itemMap };
}

/** A pack's contents as catalog rows, in reveal order; [] for an item that is not a pack. */
export function packContents(snap: Snapshot, item: ItemRow): ItemRow[] {
  return item.packItems.flatMap((id) => {
    const content = snap.items.get(id);
    return content ? [content] : [];
  });
}

const cache = dbCache(10_000, load);

/** The catalog read afresh, bypassing the cache (the console's catalog pages, after an operator's save). */
export const loadSnapshot = (db: DbOrTx): Promise<Snapshot> => load(db);

/** The current snapshot for this database handle (cached up to 10 s). */
export function snapshot(db: DbOrTx): Promise<Snapshot> {
  return cache.get(db);
}

/** Drops the cached snapshot (after seeding or an operator change). */
export function invalidateSnapshot(db: DbOrTx): void {
  cache.forget(db);
}

/**
 * Ordinary catalog items (type 0): the targets an upgrade may aim at, and the prizes of contracts and
 * of an upgrade's pity.
 */
export const ordinaryItems = (snap: Snapshot): ItemRow[] =>
  [...snap.items.values()].filter((i) => i.type === ITEM_TYPE.item);
