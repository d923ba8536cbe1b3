/**
 * Levels of many users, the profile dashboard counts, the win rate and level generation, spec 000 §7 "Users".
 * The dashboard and the win rate read the player's counters (kernel/players/counters.ts, decision 023): one
 * query however long their history.
 */
import { okResponse } from '@cases/domain/api/auth';
import {
  dashboardResponse,
  userLevelsQuery,
  userLevelsResponse,
  winrateResponse,
} from '@cases/domain/api/users';
import { z } from 'zod';
import { levelsOf } from './levels.ts';
import { requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { playerCounters } from '../../kernel/players/counters.ts';
import { getUser, parseUserId } from '../../kernel/players/users.ts';

/** Unlike `userIdParam`, an empty id passes here and answers 404 userNotFound from parseUserId. */
const statsUserParam = z.object({ id: z.string().max(64) });

export function userStatsRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/users/levels',
    { schema: { querystring: userLevelsQuery, response: { 200: userLevelsResponse } } },
    async (req) => {
      const ids = [...new Set(req.query.userIds.split(',').map(Number))];
      return levelsOf(db, ids);
    },
  );

  app.get(
    '/v1/users/:id/dashboard',
    {
      config: { errors: [[404, 'userNotFound']] },
      schema: { params: statsUserParam, response: { 200: dashboardResponse } },
    },
    async (req) => {
      const userId = parseUserId(req.params.id);
      const [, c] = await Promise.all([getUser(db, userId), playerCounters(db, userId)]);
      return {
        battles_count: c.of('battles'),
        inventory_count: c.items(),
        inventory_active_count: c.of('item:progress'),
        send_items_count: c.sum(['item:PREPARING', 'item:send', 'item:STEAM_WITHDRAWN']),
        upgrades_count: c.of('upgrades'),
      };
    },
  );

  // Win rate (spec 000 §7, 001 §3): over the user's paid openings (`paid` > 0, kopecks), a drop worth at
  // least what was paid is a win, a cheaper one a loss. Free openings and non-opening rows are not counted.
  // Finished battles add theirs: won when the player's seat is among the winners (issue 10).
  app.get(
    '/v1/users/:id/winrate',
    {
      config: { errors: [[404, 'userNotFound']] },
      schema: { params: statsUserParam, response: { 200: winrateResponse } },
    },
    async (req) => {
      const userId = parseUserId(req.params.id);
      const [, c] = await Promise.all([getUser(db, userId), playerCounters(db, userId)]);
      return {
        win: c.of('case_win') + c.of('battle_wins'),
        lose: c.of('case_lose') + c.of('battles') - c.of('battle_wins'),
      };
    },
  );

  app.post(
    '/v1/users/level/generate',
    {
      config: { errors: [[409, 'level_generated']], auth: 'required' },
      schema: { response: { 200: okResponse } },
    },
    async (req) => {
      // Levels follow from experience at once, so `was_generated_lvl` is always true and there is
      // nothing to generate (spec 000 §4): the call is refused with a key (issue 13, decision 011).
      await getUser(db, await requireUser(db, req));
      throw new AppError(409, 'level_generated', 'Your level already follows your experience');
    },
  );
}
