/**
 * Writes the hand-kept catalog into the database: upserts sections, items and cases by their slugs and
 * replaces each case's drop list. One transaction under an advisory lock, so several processes
 * starting together do not race. Items already dropped keep their own price in the inventory.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { caseItems, cases, items, sections } from '../db/schema/index.ts';
import { catalogCases } from './cases.ts';
import { catalogItems } from './catalog.ts';
import { catalogSections } from './sections.ts';
import { levelCases } from './level-cases.ts';

const SEED_LOCK = 570_001;

/** Seeds or updates the catalog; returns the counts written. */
export async function seedCatalog(
  db: Db,
): Promise<{ items: number; cases: number; sections: number }> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    for (const s of catalogSections) {
      const row = { id: s.slug, name: s.name, position: s.position, gradient: s.gradient };
      await tx.insert(sections).values(row).onConflictDoUpdate({ target: sections.id, set: row });
    }
    for (const i of catalogItems) {
      const row = {
        id: i.slug,
        name: i.name,
        hero: i.hero,
        rarity: i.rarity,
        price: i.priceKopecks,
        type: i.type ?? 0,
        packItems: i.packItems ?? [],
      };
      await tx.insert(items).values(row).onConflictDoUpdate({ target: items.id, set: row });
    }
    for (const [position, c] of [...catalogCases, ...levelCases].entries()) {
      const row = {
        slug: c.slug,
        name: c.name,
        sectionId: c.section,
        position,
        price: c.priceKopecks,
        oldPrice: c.oldPriceKopecks,
        labelType: c.label?.type ?? null,
        labelName: c.label?.name ?? null,
        labelColor: c.label?.color ?? null,
        volatility: c.volatility,
        color: c.color,
        available: c.available,
        level: c.level ?? 0,
        updatedAt: new Date(),
      };
      const [saved] = await tx
        .insert(cases)
        .values(row)
        .onConflictDoUpdate({ target: cases.slug, set: row })
        .returning({ id: cases.id });
      if (!saved) throw new Error(`case ${c.slug} not saved`);
      await tx.delete(caseItems).where(eq(caseItems.caseId, saved.id));
      await tx.insert(caseItems).values(
        c.items.map((ci, p) => ({
          caseId: saved.id,
          position: p,
          itemId: ci.item,
          weight: ci.weight,
        })),
      );
    }
  });
  return {
    items: catalogItems.length,
    cases: catalogCases.length + levelCases.length,
    sections: catalogSections.length,
  };
}
