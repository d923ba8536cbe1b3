/**
 * The console's view of a player's inventory (issue 30 "Players": the profile's inventory; right
 * `players.read`): `GET /v1/admin/players/{id}/inventory?page` — every item the player ever had, newest first,
 * 50 a page, with its status (progress: active; PREPARING/send: on its way to Steam; selled, STEAM_WITHDRAWN,
 * EXCHANGED…: gone) and price in roubles. 404 userNotFound for an unknown player.
 */
import { consoleInventoryPage, listPageQuery } from '@cases/domain/api/admin-player-lists';
import { playerIdParam } from '@cases/domain/api/admin';
import { toRoubles } from '@cases/domain/money';
import { count, desc, eq } from 'drizzle-orm';
import { inventoryItems, items } from '../../db/schema/index.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { consoleListPlayer, pageWindow } from '../../kernel/staff/player-list.ts';

export function inventoryAdminRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/admin/players/:id/inventory',
    {
      schema: {
        params: playerIdParam,
        querystring: listPageQuery,
        response: { 200: consoleInventoryPage },
      },
    },
    async (req) => {
      const { userId } = await consoleListPlayer(db, req, 'players.read');
      const { limit, offset } = pageWindow(req.query.page);
      const mine = eq(inventoryItems.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: inventoryItems.id,
            itemId: inventoryItems.itemId,
            name: items.name,
            nameEn: items.nameEn,
            price: inventoryItems.price,
            status: inventoryItems.status,
            source: inventoryItems.source,
            createdAt: inventoryItems.createdAt,
            updatedAt: inventoryItems.updatedAt,
          })
          .from(inventoryItems)
          .innerJoin(items, eq(items.id, inventoryItems.itemId))
          .where(mine)
          .orderBy(desc(inventoryItems.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(inventoryItems).where(mine),
      ]);
      return {
        rows: rows.map((r) => ({
          id: String(r.id),
          item_id: r.itemId,
          name: r.name,
          name_en: r.nameEn,
          price: toRoubles(r.price),
          status: r.status,
          source: r.source,
          created_at: r.createdAt.toISOString(),
          updated_at: r.updatedAt.toISOString(),
        })),
        page: req.query.page,
        total: total?.n ?? 0,
      };
    },
  );
}
