/**
 * Leaderboard calls (spec 001 §7 Leaderboards; issue 13): `GET /v2/top/active`, `/v2/top/ranking/{id}`,
 * `/v2/top/history`, and the reward popup's `GET /v2/top/rewards` / `POST /v2/top/rewards/seen`.
 * Starts the sweeper (runtime.ts) when LEADERBOARDS_WORKER is on. The current window of every series
 * is opened before the app is ready (issue 26): a fresh server neither reports ready (`/readyz`) nor
 * answers a call before its boards exist.
 * Errors: 404 leaderboard_not_found; 401 authentication (history, rewards). The console's calls:
 * admin-routes.ts (issue 30).
 */
import {
  activeBoardsResponse,
  boardIdParam,
  historyQuery,
  historyResponse,
  rankingResponse,
  rewardsResponse,
  rewardsSeenBody,
} from '@cases/domain/api/leaderboards';
import { okResponse } from '@cases/domain/api/auth';
import { optionalUser, requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { langOf } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { leaderboardsAdminRoutes } from './admin-routes.ts';
import { activeBoards, boardById, openCurrentBoards, prizesOf } from './boards.ts';
import { projectCatalog } from '../../catalog/projects.ts';
import { seriesNow } from './series-settings.ts';
import { leaders, rankOf } from './ranking.ts';
import { historyOf, markSeen, unseenRewards } from './rewards.ts';
import { openSeasonBoard } from './season-board.ts';
import { createLeaderboardRuntime, type LeaderboardRuntime } from './runtime.ts';
import { activeBoardWire, rankingRowWire } from './wire.ts';

/** Leaders listed per board: every prize place, and at least this many rows. */
const MIN_LEADER_ROWS = 10;

export function leaderboardsRoutes(app: App, deps: AppDeps): void {
  const { db, config } = deps;
  leaderboardsAdminRoutes(app, deps);
  const runtime = createLeaderboardRuntime({ db, config, jobs: app.jobs, events: app.events });
  if (config.engagement.leaderboards.worker) runtime.start();
  // A test server's "sweep now" (platform/due-work.ts): answers the prize places it settled.
  app.dueWork.set('leaderboards', async () => (await runtime.sweep()).length);
  app.addHook('onReady', async () => {
    await openCurrentBoards(db, Date.now(), await seriesNow(db, config.project.id));
    await openSeasonBoard(db, projectCatalog(config.project.id).seasonBoardPrizes);
  });
  app.addHook('onClose', async () => {
    await runtime.stop();
  });
  app.decorate('leaderboards', runtime);

  app.get(
    '/v2/top/active',
    { config: { auth: 'optional' }, schema: { response: { 200: activeBoardsResponse } } },
    async (req) => {
      const [boards, userId, snap] = await Promise.all([
        activeBoards(db),
        optionalUser(db, req),
        snapshot(db),
      ]);
      const prizes = await prizesOf(
        db,
        boards.map((b) => b.id),
      );
      return Promise.all(
        boards.map(async (b) => {
          const me = userId === null ? null : await rankOf(db, b.id, b.minScore, userId);
          const items = (prizes.get(b.id) ?? []).map((id) => snap.items.get(id));
          return activeBoardWire(
            b,
            items,
            me?.position ?? null,
            langOf(req),
            config.engagement.leaderboards.prizeDeposit,
          );
        }),
      );
    },
  );

  app.get(
    '/v2/top/ranking/:id',
    {
      config: { errors: [[404, 'leaderboard_not_found']], auth: 'optional' },
      schema: { params: boardIdParam, response: { 200: rankingResponse } },
    },
    async (req) => {
      const board = await boardById(db, Number(req.params.id));
      if (!board) throw new AppError(404, 'leaderboard_not_found', 'No such leaderboard');
      const [userId, snap, prizes] = await Promise.all([
        optionalUser(db, req),
        snapshot(db),
        prizesOf(db, [board.id]),
      ]);
      const items = (prizes.get(board.id) ?? []).map((id) => snap.items.get(id));
      const rows = Math.max(items.length, MIN_LEADER_ROWS);
      const [top, me] = await Promise.all([
        leaders(db, board.id, board.minScore, rows),
        userId === null ? null : rankOf(db, board.id, board.minScore, userId),
      ]);
      const ctx = { board, prizes: items, secret: config.auth.secret, lang: langOf(req) };
      return {
        me: me && rankingRowWire(ctx, me.position, me),
        leaders: Array.from({ length: rows }, (_, i) => rankingRowWire(ctx, i + 1, top[i] ?? null)),
      };
    },
  );

  app.get(
    '/v2/top/history',
    {
      config: { auth: 'required' },
      schema: { querystring: historyQuery, response: { 200: historyResponse } },
    },
    async (req) => historyOf(db, await requireUser(db, req), req.query.limit, langOf(req)),
  );

  app.get(
    '/v2/top/rewards',
    { config: { auth: 'required' }, schema: { response: { 200: rewardsResponse } } },
    async (req) => unseenRewards(db, await requireUser(db, req), langOf(req)),
  );

  app.post(
    '/v2/top/rewards/seen',
    {
      config: { auth: 'required' },
      schema: { body: rewardsSeenBody, response: { 200: okResponse } },
    },
    async (req) => {
      await markSeen(db, await requireUser(db, req), req.body.ids.map(Number));
      return { success: true as const };
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The leaderboard sweeper of this app (tests run a pass with `app.leaderboards.sweep()`). */
    leaderboards: LeaderboardRuntime;
  }
}
