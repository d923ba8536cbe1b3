/**
 * `GET /v1/cases/{id}/revisions/{revision}` (issue 30 "Catalog and odds, provably"; public, like the case page): a
 * published revision's drop list in roll order with weights and chances, and its price (roubles, or whole coins
 * for a coin case). The verifier reads the revision a drop records, so an old drop recomputes after the odds
 * changed. Errors: 404 caseNotFound (no such case or revision), 400 (a revision that is not a positive integer).
 */
import { caseRevisionResponse } from '@cases/domain/api/admin-catalog';
import { toRoubles } from '@cases/domain/money';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { langOf } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { caseRevision, revisionDrops } from '../../kernel/catalog/revisions.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { itemWire } from '../../kernel/catalog/wire.ts';

const params = z.object({
  id: z.string().min(1).max(100),
  revision: z.coerce.number().int().min(1).max(1_000_000),
});

export function caseRevisionRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/cases/:id/revisions/:revision',
    {
      config: { errors: [[404, 'caseNotFound']] },
      schema: { params, response: { 200: caseRevisionResponse } },
    },
    async (req) => {
      const snap = await snapshot(db);
      const entry = snap.byKey.get(req.params.id);
      const rev = entry ? await caseRevision(db, entry.row.id, req.params.revision) : null;
      if (!entry || !rev) throw new AppError(404, 'caseNotFound', 'No such case revision');
      const drops = revisionDrops(snap, rev);
      const total = drops.reduce((sum, d) => sum + d.weight, 0);
      const lang = langOf(req);
      return {
        case_id: String(entry.row.id),
        slug: entry.row.slug,
        revision: rev.revision,
        created_at: rev.createdAt.toISOString(),
        price: rev.currency === 'RUB' ? toRoubles(rev.price) : rev.price,
        currency: rev.currency === 'RUB' ? ('RUB' as const) : ('COIN' as const),
        total_weight: total,
        items: drops.map((d) => ({
          ...itemWire(d.item, d.item.price, lang),
          weight: d.weight,
          chance: d.weight / total,
        })),
      };
    },
  );
}
