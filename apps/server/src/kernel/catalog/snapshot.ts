/**
 * An in-memory snapshot of the catalog (sections, cases, drop lists, items), reloaded every 10 s.
 * One snapshot feeds the case page, the roll and the RTP report: the odds shown are the odds used.
 */
import { ITEM_TYPE } from '@cases/domain/api/inventory';
import { asc } from 'drizzle-orm';
import { dbCache } from '../../platform/db-cache.ts';
import { dotaHeroes } from '../../platform/dota-heroes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { caseItems, cases, items, sections } from '../../db/schema/index.ts';

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
  const [sectionRows, caseRows, itemRows, dropRows] = await Promise.all([
    db.select().from(sections).orderBy(asc(sections.position)),
    db.select().from(cases).orderBy(asc(cases.position)),
    db.select().from(items),
    db.select().from(caseItems).orderBy(asc(caseItems.caseId), asc(caseItems.position)),
  ]);
  const itemMap = new Map(itemRows.map((i) => [i.id, i]));
  const entries = new Map<number, CaseEntry>(
    caseRows.map((row) => [row.id, { row, drops: [], totalWeight: 0 }]),
  );
  for (const d of dropRows) {
    const entry = entries.get(d.caseId);
    const item = itemMap.get(d.itemId);
    if (!entry || !item) continue;
    entry.drops.push({ item, weight: d.weight });
    entry.totalWeight += d.weight;
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
