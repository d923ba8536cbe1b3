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
} from '@cases/domain/api/admin-catalog';
import { idParam } from '@cases/domain/api/common';
import type { App, AppDeps } from '../../platform/types.ts';
import { invalidateSnapshot } from '../../kernel/catalog/snapshot.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { createSection, sectionsWithCounts, updateSection, wire } from './admin-sections.ts';

export function caseAdminSectionsRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/admin/catalog/sections',
    { config: { auth: 'required' }, schema: { response: { 200: adminSectionsResponse } } },
    async (req) => {
      await requireStaff(db, req, 'catalog');
      return { sections: await sectionsWithCounts(db) };
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
      const row = await createSection(db, staff, req.ip, req.body);
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
      const row = await updateSection(db, staff, req.ip, req.params.id, req.body);
      invalidateSnapshot(db);
      return wire(row);
    },
  );
}
