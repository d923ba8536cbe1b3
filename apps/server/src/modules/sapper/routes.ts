/**
 * Techies mines routes (issue 11), registered only while the `techies` feature flag is on (spec 000 §1:
 * off by default): `POST /v1/sapper/start { amount, mines }`, `POST /v1/sapper/reveal { cell }`,
 * `POST /v1/sapper/cashout`, `GET /v1/sapper/current`, `GET /v1/sapper/multipliers?mines=`.
 * Moves of one session run one at a time (429 game_in_progress).
 */
import {
  sapperCurrentResponse,
  sapperGameResponse,
  sapperMultipliersQuery,
  sapperMultipliersResponse,
  sapperRevealBody,
  sapperStartBody,
} from '@cases/domain/api/sapper';
import { minesTable } from '@cases/domain/mines';
import { toKopecks, toRoubles } from '@cases/domain/money';
import { requireUser } from '../../platform/auth.ts';
import { oneAtATime } from '../../platform/one-at-a-time.ts';
import { forgetSessionOn401, hintedUser } from '../../platform/session-hint.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { cashOutGame, revealCell } from './moves.ts';
import { currentGame, startGame } from './service.ts';
import { sapperGameWire } from './wire.ts';

export function sapperRoutes(app: App, { db, config }: AppDeps): void {
  const terms = config.itemGames.mines;
  const guard = oneAtATime();
  const answer = (r: Awaited<ReturnType<typeof startGame>>) => ({
    game: sapperGameWire(r.game, terms.maxWin),
    balance: toRoubles(r.balance),
  });

  app.get(
    '/v1/sapper/multipliers',
    {
      schema: { querystring: sapperMultipliersQuery, response: { 200: sapperMultipliersResponse } },
    },
    (req) => ({
      mines: req.query.mines,
      house_edge: terms.houseEdge,
      min_bet: toRoubles(terms.minBet),
      max_bet: toRoubles(terms.maxBet),
      max_win: toRoubles(terms.maxWin),
      steps: minesTable(req.query.mines, terms.houseEdge),
    }),
  );

  app.get(
    '/v1/sapper/current',
    { config: { auth: 'required' }, schema: { response: { 200: sapperCurrentResponse } } },
    async (req) => {
      const game = await currentGame(db, await requireUser(db, req));
      return { game: game ? sapperGameWire(game, terms.maxWin) : null };
    },
  );

  app.post(
    '/v1/sapper/start',
    {
      config: {
        errors: [
          [400, 'mines_bet_range'],
          [402, 'balance_error'],
          [403, 'self_excluded'],
          [409, 'mines_game_open'],
        ],
        auth: 'required',
      },
      schema: { body: sapperStartBody, response: { 200: sapperGameResponse } },
    },
    (req) =>
      guard(req, async () => {
        // A remembered session is checked again inside the start's statement (issue 32).
        const { userId, tokenHash } = await hintedUser(db, req);
        const started = startGame(
          db,
          userId,
          toKopecks(req.body.amount),
          req.body.mines,
          terms,
          tokenHash,
        );
        return answer(await forgetSessionOn401(db, req, started));
      }),
  );

  app.post(
    '/v1/sapper/reveal',
    {
      config: {
        errors: [
          [404, 'mines_no_game'],
          [409, 'mines_cell_revealed'],
        ],
        auth: 'required',
      },
      schema: { body: sapperRevealBody, response: { 200: sapperGameResponse } },
    },
    (req) =>
      guard(req, async () => {
        const userId = await requireUser(db, req);
        return answer(await revealCell(db, userId, req.body.cell, terms));
      }),
  );

  app.post(
    '/v1/sapper/cashout',
    {
      config: {
        errors: [
          [404, 'mines_no_game'],
          [409, 'mines_nothing_revealed'],
        ],
        auth: 'required',
      },
      schema: { response: { 200: sapperGameResponse } },
    },
    (req) =>
      guard(req, async () => {
        const userId = await requireUser(db, req);
        return answer(await cashOutGame(db, userId, terms));
      }),
  );
}
