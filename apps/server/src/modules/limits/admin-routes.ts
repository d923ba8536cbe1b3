/**
 * The console's view of a player's deposit limits and self-exclusion (issue 30 "Players": read-only; right
 * `players.read`): `GET /v1/admin/players/{id}/limits` — the limits in force (roubles; null: none), a raise
 * waiting for its 24 h, and the self-exclusion (started, until — null: for good —, still active). The console
 * never changes them: only the player lowers a limit or excludes themself. 404 userNotFound.
 */
import { consoleLimitsResponse } from '@cases/domain/api/admin-player-lists';
import { playerIdParam } from '@cases/domain/api/admin';
import { toRoubles } from '@cases/domain/money';
import type { App, AppDeps } from '../../platform/types.ts';
import { consoleListPlayer, isoOrNull } from '../../kernel/staff/player-list.ts';
import { limitRowsOf } from './console-view.ts';

const rub = (v: number | null) => (v === null ? null : toRoubles(v));

export function limitsAdminRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/admin/players/:id/limits',
    {
      config: { auth: 'required' },
      schema: { params: playerIdParam, response: { 200: consoleLimitsResponse } },
    },
    async (req) => {
      const { userId } = await consoleListPlayer(db, req, 'players.read');
      const { limits: l, exclusion: x } = await limitRowsOf(db, userId);
      return {
        daily: rub(l?.daily ?? null),
        weekly: rub(l?.weekly ?? null),
        monthly: rub(l?.monthly ?? null),
        pending: l?.pendingAt
          ? {
              daily: rub(l.pendingDaily),
              weekly: rub(l.pendingWeekly),
              monthly: rub(l.pendingMonthly),
              at: l.pendingAt.toISOString(),
            }
          : null,
        self_exclusion: x
          ? {
              started_at: x.startedAt.toISOString(),
              until: isoOrNull(x.until),
              active: x.until === null || x.until.getTime() > Date.now(),
            }
          : null,
      };
    },
  );
}
