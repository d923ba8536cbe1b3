/**
 * Sections in the console (issue 30 "Catalog and odds, provably"; right `catalog`): `GET /v1/admin/catalog/sections`
 * (with the number of cases in each), `POST /v1/admin/catalog/sections` and `PUT /v1/admin/catalog/sections/{id}`
 * (titles ru/en, position, the two colours of the gradient, and the card look of spec 000 §3: colours, line breaks,
 * the 224 px size, the title's colour; left out, a save keeps it). Each save writes one audit entry and marks the section
 * the operator's (seeding leaves it alone). Errors: 404 dataNotFound (no such section), 409 slug_taken, 400.
 */
import {
  adminSection,
  adminSectionsResponse,
  sectionCreateBody,
  sectionSaveBody,
  type AdminSection,
  type SectionCards,
} from '@cases/domain/api/admin-catalog';
import { idParam } from '@cases/domain/api/common';
import { asc, count, eq } from 'drizzle-orm';
import { cases, sections, type CatalogSectionCards } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { invalidateSnapshot } from '../../kernel/catalog/snapshot.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { audit } from '../../kernel/staff/audit.ts';

type SectionRow = typeof sections.$inferSelect;

/** The stored look on the console's wire: null where the shop's default applies. */
const cardsWire = (c: CatalogSectionCards): SectionCards => ({
  cards_background: c.cardsBackground ?? null,
  cards_circle: c.cardsCircle ?? null,
  cards_hover: c.cardsHover ?? null,
  cards_shadow: c.cardsShadow ?? null,
  line_breaks: c.lineBreaks ?? true,
  card_size: c.cardSize ?? 152,
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

const wire = (s: SectionRow, n = 0): AdminSection => ({
  id: s.id,
  name: s.name,
  name_en: s.nameEn,
  position: s.position,
  gradient: s.gradient,
  is_event: s.isEvent,
  cases: n,
  cards: cardsWire(s.cards),
});

export function caseAdminSectionsRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/admin/catalog/sections',
    { config: { auth: 'required' }, schema: { response: { 200: adminSectionsResponse } } },
    async (req) => {
      await requireStaff(db, req, 'catalog');
      const [rows, counts] = await Promise.all([
        db.select().from(sections).orderBy(asc(sections.position)),
        db.select({ id: cases.sectionId, n: count() }).from(cases).groupBy(cases.sectionId),
      ]);
      const n = new Map(counts.map((c) => [c.id, c.n]));
      return { sections: rows.map((s) => wire(s, n.get(s.id) ?? 0)) };
    },
  );

  app.post(
    '/v1/admin/catalog/sections',
    {
      config: { errors: [[409, 'slug_taken']], auth: 'required' },
      schema: { body: sectionCreateBody, response: { 201: adminSection } },
    },
    async (req, reply) => {
      const staff = await requireStaff(db, req, 'catalog');
      const b = req.body;
      const row = await db.transaction(async (tx) => {
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
        await audit(tx, {
          actorId: staff.userId,
          role: staff.role,
          ip: req.ip,
          action: 'section.create',
          target: `section:${made.id}`,
          after: wire(made),
        });
        return made;
      });
      invalidateSnapshot(db);
      return reply.code(201).send(wire(row));
    },
  );

  app.put(
    '/v1/admin/catalog/sections/:id',
    {
      config: { errors: [[404, 'dataNotFound']], auth: 'required' },
      schema: { params: idParam, body: sectionSaveBody, response: { 200: adminSection } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'catalog');
      const b = req.body;
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(sections)
          .where(eq(sections.id, req.params.id))
          .for('update');
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
        await audit(tx, {
          actorId: staff.userId,
          role: staff.role,
          ip: req.ip,
          action: 'section.update',
          target: `section:${before.id}`,
          before: wire(before),
          after: wire(after!),
        });
        return after!;
      });
      invalidateSnapshot(db);
      return wire(row);
    },
  );
}
