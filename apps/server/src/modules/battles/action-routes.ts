/**
 * The battles service's actions (spec 001 §7 "Battles", §5, §8; issue 10): create, join, leave, start
 * with bots, cancel and sell the winnings. Each handler calls the service and, after its commit, tells
 * the runtime what changed (`announce`). Mounted by routes.ts under `BATTLES_BASE`.
 */
import {
  balanceResponse,
  battleUlidBody,
  cancelBattleResponse,
  createBattleBody,
  createBattleResponse,
  joinBattleBody,
  sellBattleResponse,
  startBattleResponse,
} from '@cases/domain/api/battles';
import { toRoubles } from '@cases/domain/money';
import { cancelBattle } from './cancel.ts';
import { createBattle } from './create.ts';
import { BATTLE_AUTH, hintedBattleUser, requireBattleUser } from './errors.ts';
import { forgetSessionOn401 } from '../../platform/session-hint.ts';
import { requirePlayAllowed } from '../../kernel/players/play-guard.ts';
import { joinBattle, leaveBattle } from './seats.ts';
import { sellWinnings } from './sell.ts';
import { startWithBots } from './start-now.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import type { BattleRouteContext } from './route-context.ts';

export function battleActionRoutes(app: App, deps: AppDeps, ctx: BattleRouteContext): void {
  const { db, config } = deps;
  const { base, announce, timers } = ctx;

  app.post(
    `${base}/battles`,
    {
      config: {
        ...BATTLE_AUTH,
        errors: [
          [400, 'case_not_available'],
          [400, 'error_too_many_rounds'],
          [402, 'balance_error'],
          [403, 'self_excluded'],
          [404, 'caseNotFound'],
        ],
      },
      schema: { body: createBattleBody, response: { 200: createBattleResponse } },
    },
    async (req) => {
      const creator = await hintedBattleUser(db, req);
      const b = req.body;
      const created = await forgetSessionOn401(
        db,
        req,
        createBattle(
          db,
          creator,
          {
            caseIds: b.case_ids,
            seats: b.seats,
            teams: b.teams,
            isPrivate: b.is_private,
            isCrazy: b.is_crazy,
            clientSeed: b.client_seed,
          },
          config.battles,
          timers,
          // Before an input refusal: the session and self-exclusion, as they were checked first.
          async () => requirePlayAllowed(db, await requireBattleUser(db, req)),
        ),
      );
      void announce(created.battleId);
      return { battle_ulid: created.ulid, balance: toRoubles(created.balance) };
    },
  );

  app.post(
    `${base}/join`,
    {
      config: {
        ...BATTLE_AUTH,
        errors: [
          [402, 'error_not_enough_funds_for_battle'],
          [403, 'self_excluded'],
          [404, 'dataNotFound'],
          [409, 'joining_battle'],
        ],
      },
      schema: {
        body: joinBattleBody,
        response: { 200: balanceResponse },
      },
    },
    async (req) => {
      const joiner = await hintedBattleUser(db, req);
      const b = req.body;
      const res = await forgetSessionOn401(
        db,
        req,
        joinBattle(
          db,
          joiner,
          { ulid: b.battle_ulid, seat: b.seat, clientSeed: b.client_seed, key: b.key },
          timers,
        ),
      );
      void announce(res.battleId);
      return { balance: toRoubles(res.balance), battle_ulid: b.battle_ulid };
    },
  );

  app.post(
    `${base}/leave`,
    {
      config: {
        ...BATTLE_AUTH,
        errors: [
          [404, 'dataNotFound'],
          [409, 'joining_battle'],
        ],
      },
      schema: { body: battleUlidBody, response: { 200: balanceResponse } },
    },
    async (req) => {
      const userId = await requireBattleUser(db, req);
      const res = await leaveBattle(db, userId, req.body.battle_ulid, req.body.key);
      void announce(res.battleId);
      return { balance: toRoubles(res.balance), battle_ulid: req.body.battle_ulid };
    },
  );

  app.post(
    `${base}/start`,
    {
      config: {
        ...BATTLE_AUTH,
        errors: [
          [403, 'error_battle_authorize'],
          [404, 'dataNotFound'],
        ],
      },
      schema: { body: battleUlidBody, response: { 200: startBattleResponse } },
    },
    async (req) => {
      const userId = await requireBattleUser(db, req);
      const started = await startWithBots(db, userId, req.body.battle_ulid, timers);
      void announce(started.id);
      return { battle_ulid: started.ulid, status: 'started' as const };
    },
  );

  app.post(
    `${base}/cancel_start`,
    {
      config: {
        ...BATTLE_AUTH,
        errors: [
          [403, 'error_battle_authorize'],
          [404, 'dataNotFound'],
        ],
      },
      schema: { body: battleUlidBody, response: { 200: cancelBattleResponse } },
    },
    async (req) => {
      const userId = await requireBattleUser(db, req);
      const res = await cancelBattle(db, userId, req.body.battle_ulid);
      void announce(res.battleId);
      return {
        battle_ulid: req.body.battle_ulid,
        status: 'cancelled' as const,
        balance: toRoubles(res.balance),
      };
    },
  );

  app.post(
    `${base}/sell`,
    {
      config: {
        ...BATTLE_AUTH,
        errors: [
          [404, 'dataNotFound'],
          [409, 'inventory'],
        ],
      },
      schema: { body: battleUlidBody, response: { 200: sellBattleResponse } },
    },
    async (req) => {
      const userId = await requireBattleUser(db, req);
      const res = await sellWinnings(db, userId, req.body.battle_ulid);
      void announce(res.battleId);
      return {
        battle_ulid: req.body.battle_ulid,
        balance: toRoubles(res.balance),
        amount: toRoubles(res.amount),
        sold: res.sold,
      };
    },
  );
}
