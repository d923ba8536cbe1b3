/**
 * The console's view of a player's Techies mines games (issue 30 "Players": the profile's games; right
 * `players.read`): `GET /v1/admin/players/{id}/mines?page` — newest first, 50 a page: status, bet, mines and
 * payout (roubles). Registered whatever the techies feature flag says. The layout is never shown (an open game's
 * mines stay secret even to staff). 404 userNotFound.
 */
import { consoleMinesPage, listPageQuery } from '@cases/domain/api/admin-player-lists';
import { playerIdParam } from '@cases/domain/api/admin';
import { toRoubles } from '@cases/domain/money';
import type { App, AppDeps } from '../../platform/types.ts';
import { consoleListPlayer, isoOrNull, pageWindow } from '../../kernel/staff/player-list.ts';
import { minesPageOf } from './admin-list.ts';

export function sapperAdminRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/admin/players/:id/mines',
    {
      config: { auth: 'required' },
      schema: {
        params: playerIdParam,
        querystring: listPageQuery,
        response: { 200: consoleMinesPage },
      },
    },
    async (req) => {
      const { userId } = await consoleListPlayer(db, req, 'players.read');
      const { rows, total } = await minesPageOf(db, userId, pageWindow(req.query.page));
      return {
        rows: rows.map((r) => ({
          id: String(r.id),
          status: r.status,
          amount: toRoubles(r.amount),
          mines: r.mines,
          payout: toRoubles(r.payout),
          created_at: r.createdAt.toISOString(),
          finished_at: isoOrNull(r.finishedAt),
        })),
        page: req.query.page,
        total,
      };
    },
  );
}
