/** Inventory routes, spec 001 §7 Inventory. */
import {
  inventoryQuery,
  inventoryResponse,
  sellManyBody,
  sellOneBody,
  sellResponse,
} from '@cases/domain/api/inventory';
import type { ItemStatus } from '@cases/domain/api/inventory';
import { toRoubles } from '@cases/domain/money';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { optionalUser, requireUser } from '../../platform/auth.ts';
import { snapshot } from '../cases/snapshot.ts';
import { itemWire } from '../cases/wire.ts';
import { getUser, parseUserId } from '../users/service.ts';
import { listInventory, sellItems, type SaleResult } from './service.ts';

const parseItemId = (raw: string) => {
  if (!/^\d{1,15}$/.test(raw)) throw new AppError(404, 'invalidItem', 'Item not found');
  return Number(raw);
};
const saleWire = (r: SaleResult) => ({
  balance: toRoubles(r.balance),
  total_amount_items: toRoubles(r.totalAmountItems),
  sold: r.sold,
  amount: toRoubles(r.amount),
});

export function inventoryRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/inventory/get',
    { schema: { querystring: inventoryQuery, response: { 200: inventoryResponse } } },
    async (req) => {
      const q = req.query;
      const me = await optionalUser(db, req);
      const target = q.userId !== undefined ? parseUserId(q.userId) : me;
      if (target === null) throw new AppError(401, 'authentication', 'Sign in required');
      if (target !== me) await getUser(db, target);
      // Another player's inventory is public, read-only, and always the `all` group (spec 001 §6).
      const group = target === me ? q.group : 'all';
      const [page, snap] = await Promise.all([
        listInventory(db, target, group, q.page, q.perPage),
        snapshot(db),
      ]);
      const caseSlugs = new Map(snap.cases.map((e) => [e.row.id, e.row.slug]));
      return {
        items: page.rows.flatMap((r) => {
          const item = snap.items.get(r.itemId);
          if (!item) return [];
          return [
            {
              ...itemWire(item, r.price),
              id: String(r.id),
              item_id: r.itemId,
              type: 0,
              status: r.status as ItemStatus,
              source: r.source as 'Case',
              case_slug: r.caseId === null ? null : (caseSlugs.get(r.caseId) ?? null),
              created_at: r.createdAt.toISOString(),
            },
          ];
        }),
        total_item: page.totalItem,
        total_price: toRoubles(page.totalPrice),
      };
    },
  );

  app.post(
    '/v1/inventory/sell',
    { schema: { body: sellOneBody, response: { 200: sellResponse } } },
    async (req) => {
      const userId = await requireUser(db, req);
      return saleWire(await sellItems(db, userId, [parseItemId(req.body.id)]));
    },
  );

  app.post(
    '/v1/inventory/sell/many',
    { schema: { body: sellManyBody, response: { 200: sellResponse } } },
    async (req) => {
      const userId = await requireUser(db, req);
      return saleWire(await sellItems(db, userId, req.body.ids.map(parseItemId)));
    },
  );

  app.post(
    '/v1/inventory/sell/all',
    { schema: { response: { 200: sellResponse } } },
    async (req) => {
      return saleWire(await sellItems(db, await requireUser(db, req), 'all'));
    },
  );
}
