/**
 * Battles on profiles (spec 001 §7 `GET /v1/battles`, `/v1/battles/best`, `/v1/battles/winrate`,
 * `/v1/battles/statistic`, each with `user_id`; issue 10): a player's finished battles (newest first),
 * the one that paid most, wins and losses, and the statistics strip. Others see only public battles;
 * figures count every finished battle. Unknown players answer 404 userNotFound.
 */
import {
  battleStatisticsResponse,
  battleWinrateResponse,
  bestBattleResponse,
  profileBattlesQuery,
  profileBattlesResponse,
  profileUserQuery,
} from '@cases/domain/api/battles';
import { toRoubles } from '@cases/domain/money';
import { optionalUser } from '../../platform/auth.ts';
import { langOf } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { getUser } from '../../kernel/players/users.ts';
import { battleCards } from './cards.ts';
import { bestBattleOf, finishedBattlesOf } from './list.ts';
import { battleFigures, winsPercent } from './stats.ts';

export function profileBattlesRoutes(app: App, { db, config }: AppDeps): void {
  app.get(
    '/v1/battles',
    {
      config: { errors: [[404, 'userNotFound']], auth: 'optional' },
      schema: { querystring: profileBattlesQuery, response: { 200: profileBattlesResponse } },
    },
    async (req) => {
      const userId = Number(req.query.user_id);
      await getUser(db, userId);
      const viewerId = await optionalUser(db, req);
      const { rows, hasNext } = await finishedBattlesOf(
        db,
        userId,
        viewerId === userId,
        req.query.page,
        req.query.per_page,
      );
      const cards = { lang: langOf(req), secret: config.auth.secret, viewerId };
      return { battles: await battleCards(db, rows, cards), has_next: hasNext };
    },
  );

  app.get(
    '/v1/battles/best',
    {
      config: { errors: [[404, 'userNotFound']], auth: 'optional' },
      schema: { querystring: profileUserQuery, response: { 200: bestBattleResponse } },
    },
    async (req) => {
      const userId = Number(req.query.user_id);
      await getUser(db, userId);
      const viewerId = await optionalUser(db, req);
      const best = await bestBattleOf(db, userId, viewerId === userId);
      if (!best) return { battle: null };
      const cards = { lang: langOf(req), secret: config.auth.secret, viewerId };
      const [card] = await battleCards(db, [best], cards);
      return { battle: card ?? null };
    },
  );

  app.get(
    '/v1/battles/winrate',
    {
      config: { errors: [[404, 'userNotFound']] },
      schema: { querystring: profileUserQuery, response: { 200: battleWinrateResponse } },
    },
    async (req) => {
      const userId = Number(req.query.user_id);
      await getUser(db, userId);
      const f = await battleFigures(db, userId);
      return { win: f.winsCount, lose: f.allCount - f.winsCount };
    },
  );

  app.get(
    '/v1/battles/statistic',
    {
      config: { errors: [[404, 'userNotFound']] },
      schema: { querystring: profileUserQuery, response: { 200: battleStatisticsResponse } },
    },
    async (req) => {
      const userId = Number(req.query.user_id);
      await getUser(db, userId);
      const f = await battleFigures(db, userId);
      return {
        all_count: f.allCount,
        max_win: toRoubles(f.maxWin),
        wins_count: f.winsCount,
        wins_percent: winsPercent(f),
      };
    },
  );
}
