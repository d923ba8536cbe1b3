/**
 * Inventory listing route, spec 001 §3 Inventory item, §7 Inventory: each item with its `type`, a pack's
 * contents (`pack_items`, catalog prices) and a PREPARING item's withdrawal timer (`timer_data.end_at`).
 * `POST /v1/inventory/packs/open` { inventory_id } → { status: 'unpacked', items } (spec 001 §4 Unpack, §7).
 * Sales live in sales-routes.ts, replacements in replacements-routes.ts.
 */
import {
  inventoryQuery,
  inventoryResponse,
  packOpenBody,
  packOpenResponse,
} from '@cases/domain/api/inventory';
import { toRoubles } from '@cases/domain/money';
import { AppError } from '../../platform/errors.ts';
import { langOf } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { optionalUser, requireUser } from '../../platform/auth.ts';
import { packContents, snapshot } from '../../kernel/catalog/snapshot.ts';
import { itemWire } from '../../kernel/catalog/wire.ts';
import { getUser, parseUserId } from '../../kernel/players/users.ts';
import { unpackPack } from './packs.ts';
import type { InventoryPorts } from './ports.ts';
import { listInventory } from './service.ts';
import { inventoryItemWire, parseItemId } from '../../kernel/inventory/wire.ts';

export function inventoryRoutes(app: App, { db }: AppDeps, ports: InventoryPorts): void {
  app.get(
    '/v1/inventory/get',
    {
      // Another player's inventory is public (`userId`); one's own needs the session (401 without it).
      config: {
        errors: [
          [401, 'authentication'],
          [404, 'userNotFound'],
        ],
        auth: 'optional',
      },
      schema: { querystring: inventoryQuery, response: { 200: inventoryResponse } },
    },
    async (req) => {
      const q = req.query;
      const me = await optionalUser(db, req);
      const target = q.userId !== undefined ? parseUserId(q.userId) : me;
      if (target === null) throw new AppError(401, 'authentication', 'Sign in required');
      if (target !== me) await getUser(db, target);
      // Another player's inventory is public, read-only, and always the `all` group (spec 001 §6).
      const group = target === me ? q.group : 'all';
      const [page, snap] = await Promise.all([
        listInventory(db, target, group, q.page, q.perPage, ports.openWithdrawals),
        snapshot(db),
      ]);
      const lang = langOf(req);
      return {
        items: page.rows.flatMap((r) => {
          const item = snap.items.get(r.itemId);
          if (!item) return [];
          const packItems = packContents(snap, item).map((content) =>
            itemWire(content, content.price, lang),
          );
          const open = page.withdrawals.get(r.id);
          const timerEndsAt = r.status === 'PREPARING' ? (open?.endsAt ?? null) : null;
          const tradeOffer =
            r.status === 'send' && open?.offer
              ? { id: open.offer.id, botName: open.offer.botName, expiresAt: open.endsAt }
              : null;
          return [inventoryItemWire(r, item, snap, { packItems, timerEndsAt, tradeOffer }, lang)];
        }),
        total_item: page.totalItem,
        total_price: toRoubles(page.totalPrice),
      };
    },
  );

  app.post(
    '/v1/inventory/packs/open',
    {
      config: {
        errors: [
          [404, 'invalidItem'],
          [409, 'inventory'],
        ],
        auth: 'required',
      },
      schema: { body: packOpenBody, response: { 200: packOpenResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const { contents } = await unpackPack(db, userId, parseItemId(req.body.inventory_id));
      const snap = await snapshot(db);
      return {
        status: 'unpacked' as const,
        items: contents.map(({ row, item }) => inventoryItemWire(row, item, snap, {}, langOf(req))),
      };
    },
  );
}
