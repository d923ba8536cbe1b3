/**
 * The console's view of a player's contracts (issue 30 "Players": the profile's games; right `players.read`):
 * `GET /v1/admin/players/{id}/contracts?page` — newest first, 50 a page: the value put in, the value that came
 * out, its item (if any) and the balance credit (roubles). 404 userNotFound.
 */
import { consoleContractsPage, listPageQuery } from '@cases/domain/api/admin-player-lists';
import { playerIdParam } from '@cases/domain/api/admin';
import { toRoubles } from '@cases/domain/money';
import type { App, AppDeps } from '../../platform/types.ts';
import { consoleListPlayer, pageWindow } from '../../kernel/staff/player-list.ts';
import { contractsPageOf } from './admin-list.ts';

export function contractsAdminRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/admin/players/:id/contracts',
    {
      config: { auth: 'required' },
      schema: {
        params: playerIdParam,
        querystring: listPageQuery,
        response: { 200: consoleContractsPage },
      },
    },
    async (req) => {
      const { userId } = await consoleListPlayer(db, req, 'players.read');
      const { rows, total } = await contractsPageOf(db, userId, pageWindow(req.query.page));
      return {
        rows: rows.map((r) => ({
          id: String(r.id),
          input_value: toRoubles(r.inputValue),
          value: toRoubles(r.value),
          result_item_id: r.resultItemId,
          credit: toRoubles(r.credit),
          created_at: r.createdAt.toISOString(),
        })),
        page: req.query.page,
        total,
      };
    },
  );
}
