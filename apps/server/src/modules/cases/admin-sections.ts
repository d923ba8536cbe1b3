/**
 * Sections as the console edits them (issue 30 "Catalog and odds, provably"; admin-sections-routes.ts declares the
 * calls): the list with the number of cases in each, a create and a save, each in one transaction with its audit
 * entry, marking the section the operator's (seeding leaves it alone); the card look stored as what differs from
 * the shop's defaults. The caller drops the catalog snapshot after a save. Errors: 409 slug_taken, 404 dataNotFound.
 */
import type {
  AdminSection,
  SectionCards,
  SectionCreateBody,
  SectionSaveBody,
} from '@cases/domain/api/admin-catalog';
import { asc, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cases, sections, type CatalogSectionCards } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { staffAudit } from '../../kernel/staff/audit.ts';
import type { StaffActor } from '../../kernel/staff/access.ts';
import { sectionCardLook } from '../../kernel/catalog/wire.ts';

type SectionRow = typeof sections.$inferSelect;

/** The stored look on the console's wire: null where the shop's default applies. */
const cardsWire = (c: CatalogSectionCards): SectionCards => ({
  ...sectionCardLook(c),
  title_color: c.titleColor ?? null,
});

/** The console's look as stored: only what differs from the defaults. */
function cardsRow(c: SectionCards): CatalogSectionCards {
  const row: CatalogSectionCards = {};
  if (c.cards_background) row.cardsBackground = c.cards_background;
  if (c.cards_circle) row.cardsCircle = c.cards_circle;
  if (c.cards_hover) row.cardsHover = c.cards_hover;
  if (c.cards_shadow) row.cardsShadow = c.cards_shadow;
  if (!c.line_breaks) row.lineBreaks = false;
  if (c.card_size !== 152) row.cardSize = c.card_size;
  if (c.title_color) row.titleColor = c.title_color;
  return row;
}

/** A section as the console shows it, with `n` cases. */
export const wire = (s: SectionRow, n = 0): AdminSection => ({
  id: s.id,
  name: s.name,
  name_en: s.nameEn,
  position: s.position,
  gradient: s.gradient,
  is_event: s.isEvent,
  cases: n,
  cards: cardsWire(s.cards),
});

/** Every section in order, as the console shows it. */
export async function sectionsWithCounts(db: DbOrTx): Promise<AdminSection[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(sections).orderBy(asc(sections.position)),
    db.select({ id: cases.sectionId, n: count() }).from(cases).groupBy(cases.sectionId),
  ]);
  const n = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((s) => wire(s, n.get(s.id) ?? 0));
}

/** Creates section `b.id`; 409 slug_taken when it exists. */
export async function createSection(
  db: Db,
  staff: StaffActor,
  ip: string,
  b: SectionCreateBody,
): Promise<SectionRow> {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(sections)
      .values({
        id: b.id,
        name: b.name,
        nameEn: b.name_en || null,
        position: b.position,
        gradient: [...b.gradient],
        cards: b.cards ? cardsRow(b.cards) : {},
        editedAt: new Date(),
      })
      .onConflictDoNothing({ target: sections.id })
      .returning();
    if (!made) throw new AppError(409, 'slug_taken', `Section ${b.id} exists`);
    await staffAudit(tx, staff, ip, {
      action: 'section.create',
      target: `section:${made.id}`,
      after: wire(made),
    });
    return made;
  });
}

/** Saves section `id`; 404 dataNotFound when there is none. */
export async function updateSection(
  db: Db,
  staff: StaffActor,
  ip: string,
  id: string,
  b: SectionSaveBody,
): Promise<SectionRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(sections).where(eq(sections.id, id)).for('update');
    if (!before) throw new AppError(404, 'dataNotFound', 'No such section');
    const [after] = await tx
      .update(sections)
      .set({
        name: b.name,
        nameEn: b.name_en || null,
        position: b.position,
        gradient: [...b.gradient],
        ...(b.cards ? { cards: cardsRow(b.cards) } : {}),
        editedAt: new Date(),
      })
      .where(eq(sections.id, before.id))
      .returning();
    await staffAudit(tx, staff, ip, {
      action: 'section.update',
      target: `section:${before.id}`,
      before: wire(before),
      after: wire(after!),
    });
    return after!;
  });
}
