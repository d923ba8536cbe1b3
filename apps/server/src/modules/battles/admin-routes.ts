/**
 * The console's view of a player's battles (issue 30 "Players": the profile's battles; right `players.read`):
 * `GET /v1/admin/players/{id}/battles?page` — the battles the player sat in, newest first, 50 a page: the
 * public id, status, seats, a seat's price and what the player paid (roubles), won (once finished; null
 * before). Registered whatever the battles feature flag says, so support can read old battles. 404 userNotFound.
 */
import { consoleBattlesPage, listPageQuery } from '@cases/domain/api/admin-player-lists';
import { playerIdParam } from '@cases/domain/api/admin';
import { toRoubles } from '@cases/domain/money';
import type { App, AppDeps } from '../../platform/types.ts';
import { consoleListPlayer, isoOrNull, pageWindow } from '../../kernel/staff/player-list.ts';
import { battlesPageOf } from './admin-list.ts';

export function battlesAdminRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/admin/players/:id/battles',
    {
      config: { auth: 'required' },
      schema: {
        params: playerIdParam,
        querystring: listPageQuery,
        response: { 200: consoleBattlesPage },
      },
    },
    async (req) => {
      const { userId } = await consoleListPlayer(db, req, 'players.read');
      const { rows, total } = await battlesPageOf(db, userId, pageWindow(req.query.page));
      return {
        rows: rows.map((r) => ({
          id: r.ulid,
          status: r.status,
          seats: r.seats,
          price: toRoubles(r.price),
          paid: toRoubles(r.paid),
          won: r.status === 'finished' ? r.winnerSeats.includes(r.seat) : null,
          created_at: r.createdAt.toISOString(),
          finished_at: isoOrNull(r.finishedAt),
        })),
        page: req.query.page,
        total,
      };
    },
  );
}
