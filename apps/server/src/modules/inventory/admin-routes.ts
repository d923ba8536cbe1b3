/**
 * The console's view of a player's inventory (issue 30 "Players": the profile's inventory; right
 * `players.read`): `GET /v1/admin/players/{id}/inventory?page` — every item the player ever had, newest first,
 * 50 a page, with its status (progress: active; PREPARING/send: on its way to Steam; selled, STEAM_WITHDRAWN,
 * EXCHANGED…: gone) and price in roubles. 404 userNotFound for an unknown player.
 */
import { consoleInventoryPage, listPageQuery } from '@cases/domain/api/admin-player-lists';
import { playerIdParam } from '@cases/domain/api/admin';
import { toRoubles } from '@cases/domain/money';
import type { App, AppDeps } from '../../platform/types.ts';
import { consoleListPlayer, pageWindow } from '../../kernel/staff/player-list.ts';
import { inventoryPageOf } from './admin-list.ts';

export function inventoryAdminRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/admin/players/:id/inventory',
    {
      config: { auth: 'required' },
      schema: {
        params: playerIdParam,
        querystring: listPageQuery,
        response: { 200: consoleInventoryPage },
      },
    },
    async (req) => {
      const { userId } = await consoleListPlayer(db, req, 'players.read');
      const { rows, total } = await inventoryPageOf(db, userId, pageWindow(req.query.page));
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
        total,
      };
    },
  );
}
