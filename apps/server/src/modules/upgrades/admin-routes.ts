/**
 * The console's view of a player's upgrades (issue 30 "Players": the profile's games; right `players.read`):
 * `GET /v1/admin/players/{id}/upgrades?page` — newest first, 50 a page: the value staked (items and balance)
 * and aimed at (roubles) and whether it won. 404 userNotFound.
 */
import { consoleUpgradesPage, listPageQuery } from '@cases/domain/api/admin-player-lists';
import { playerIdParam } from '@cases/domain/api/admin';
import { toRoubles } from '@cases/domain/money';
import type { App, AppDeps } from '../../platform/types.ts';
import { consoleListPlayer, pageWindow } from '../../kernel/staff/player-list.ts';
import { upgradesPageOf } from './admin-list.ts';

export function upgradesAdminRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/admin/players/:id/upgrades',
    {
      config: { auth: 'required' },
      schema: {
        params: playerIdParam,
        querystring: listPageQuery,
        response: { 200: consoleUpgradesPage },
      },
    },
    async (req) => {
      const { userId } = await consoleListPlayer(db, req, 'players.read');
      const { rows, total } = await upgradesPageOf(db, userId, pageWindow(req.query.page));
      return {
        rows: rows.map((r) => ({
          id: String(r.id),
          stake_value: toRoubles(r.stakeValue),
          target_value: toRoubles(r.targetValue),
          success: r.success,
          created_at: r.createdAt.toISOString(),
        })),
        page: req.query.page,
        total,
      };
    },
  );
}
