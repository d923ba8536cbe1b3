/**
 * Replacement routes, spec 001 §7 Inventory: `GET /v1/inventory/get/replacements?id=` → { items } and
 * `POST /v1/inventory/replacement` { id, replacement_id } →
 * { status: 'success', data: { status: 'changed', item, refund, balance } }. Owner only (404 invalidItem).
 */
import {
  replacementBody,
  replacementResponse,
  replacementsQuery,
  replacementsResponse,
} from '@cases/domain/api/inventory';
import { toRoubles } from '@cases/domain/money';
import { requireUser } from '../../platform/auth.ts';
import { langOf } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { itemWire } from '../../kernel/catalog/wire.ts';
import { listReplacements, replaceItem } from './replacements.ts';
import { inventoryItemWire, parseItemId } from '../../kernel/inventory/wire.ts';

export function replacementsRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/inventory/get/replacements',
    {
      config: { errors: [[404, 'invalidItem']], auth: 'required' },
      schema: { querystring: replacementsQuery, response: { 200: replacementsResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const { items } = await listReplacements(db, userId, parseItemId(req.query.id));
      return { items: items.map((i) => itemWire(i, i.price, langOf(req))) };
    },
  );

  app.post(
    '/v1/inventory/replacement',
    {
      config: {
        errors: [
          [404, 'invalidItem'],
          [409, 'inventory'],
        ],
        auth: 'required',
      },
      schema: { body: replacementBody, response: { 200: replacementResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const r = await replaceItem(db, userId, parseItemId(req.body.id), req.body.replacement_id);
      return {
        status: 'success' as const,
        data: {
          status: 'changed' as const,
          item: inventoryItemWire(r.row, r.item, r.snap, {}, langOf(req)),
          refund: toRoubles(r.refund),
          balance: toRoubles(r.balance),
        },
      };
    },
  );
}
