/**
 * Players in the console (issue 30 "Players, money, withdrawals"): `GET /v1/admin/players?q=` and
 * `GET /v1/admin/players/{id}` (right `players.read`), `GET /v1/admin/players/{id}/ledger?page` (`players.read`),
 * `POST /v1/admin/players/{id}/adjust {currency, amount, reason}` (`money.adjust`: owner and admin; one transaction
 * with its audit entry, the ledger row `adjustment` referenced `audit:<id>`; a debit never below zero → 409
 * balance_error; never the staff member's own account nor any staff account, issue 44), `POST …/block {reason}`
 * and `…/unblock` (`players.write`: a blocked player's sessions end and no new one is issued, their money and items
 * stay), `POST …/sessions/revoke` (`players.write`: the console's sessions too); block and revoke end the account's
 * open sockets at once, a staff member's console inbox included (issue 44); block, unblock and revoke never reach
 * an account whose role ranks above the actor's (issue 44). Every change writes one audit entry. Errors: 404 (no
 * console, no such player: userNotFound), 403 console_forbidden, 400.
 */
import {
  adjustBody,
  adjustResponse,
  blockBody,
  ledgerPageQuery,
  ledgerPageResponse,
  playerIdParam,
  playerProfileResponse,
  playersQuery,
  playersResponse,
  type PlayerRow,
} from '@cases/domain/api/admin';
import { okResponse } from '@cases/domain/api/auth';
import { levelProgress } from '@cases/domain/levels';
import { toKopecks, toRoubles } from '@cases/domain/money';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { activeSessionsOf } from '../../platform/sessions.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { lifetimeDeposits } from '../../kernel/players/deposits.ts';
import { selfExclusionOf } from '../../kernel/players/play-guard.ts';
import {
  itemFigures,
  playerById,
  searchPlayers,
  type FoundPlayer,
} from '../../kernel/players/search.ts';
import { parseUserId } from '../../kernel/players/users.ts';
import {
  mayChangeAccount,
  requireStaff,
  staffRoleOf,
  type Staff,
} from '../../kernel/staff/access.ts';
import {
  adjustBalance,
  ledgerPage,
  revokePlayerSessions,
  setPlayerBlocked,
  type Actor,
} from './player-actions.ts';

const rowOf = (p: FoundPlayer): PlayerRow => ({
  user_id: String(p.id),
  login: p.login,
  nickname: p.nickname,
  steam_login: p.steamLogin,
  email: p.email,
  balance: toRoubles(p.balance),
  coin_balance: p.coinBalance,
  level: levelProgress(p.exp).userLevel,
  blocked: p.blockedAt !== null,
  created_at: p.createdAt.toISOString(),
});

export function consolePlayersRoutes(app: App, { db, hub }: AppDeps): void {
  const playerOf = async (raw: string): Promise<FoundPlayer> => {
    const found = await playerById(db, parseUserId(raw));
    if (!found) throw new AppError(404, 'userNotFound', 'User not found');
    return found;
  };
  const actor = (staff: Staff, req: FastifyRequest): Actor => ({
    userId: staff.userId,
    role: staff.role,
    ip: req.ip,
  });

  app.get(
    '/v1/admin/players',
    {
      config: { auth: 'required' },
      schema: { querystring: playersQuery, response: { 200: playersResponse } },
    },
    async (req) => {
      await requireStaff(db, req, 'players.read');
      return { players: (await searchPlayers(db, req.query.q)).map(rowOf) };
    },
  );

  app.get(
    '/v1/admin/players/:id',
    {
      config: { auth: 'required' },
      schema: { params: playerIdParam, response: { 200: playerProfileResponse } },
    },
    async (req) => {
      await requireStaff(db, req, 'players.read');
      const p = await playerOf(req.params.id);
      const [deposits, items, until, sessions, role] = await Promise.all([
        lifetimeDeposits(db, p.id),
        itemFigures(db, p.id),
        selfExclusionOf(db, p.id),
        activeSessionsOf(db, p.id),
        staffRoleOf(db, p.id),
      ]);
      return {
        player: rowOf(p),
        blocked_reason: p.blockedReason,
        role,
        deposits_total: toRoubles(deposits),
        items_active: items.active,
        items_active_value: toRoubles(items.activeValue),
        withdrawals_open: items.withdrawing,
        self_excluded: until !== undefined,
        self_excluded_until: until ? until.toISOString() : null,
        sessions: sessions.map((s) => ({
          id: s.id,
          ip: s.ip,
          user_agent: s.userAgent,
          last_used_at: s.lastUsedAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/v1/admin/players/:id/ledger',
    {
      config: { auth: 'required' },
      schema: {
        params: playerIdParam,
        querystring: ledgerPageQuery,
        response: { 200: ledgerPageResponse },
      },
    },
    async (req) => {
      await requireStaff(db, req, 'players.read');
      const p = await playerOf(req.params.id);
      const { rows, total } = await ledgerPage(db, p.id, req.query.page);
      const money = (currency: string, v: number) => (currency === 'RUB' ? toRoubles(v) : v);
      return {
        rows: rows.map((r) => ({
          id: String(r.id),
          at: r.createdAt.toISOString(),
          currency: r.currency as 'RUB' | 'COIN',
          amount: money(r.currency, r.amount),
          balance_after: money(r.currency, r.balanceAfter),
          reason: r.reason,
          reference: r.reference,
        })),
        page: req.query.page,
        total,
      };
    },
  );

  app.post(
    '/v1/admin/players/:id/adjust',
    {
      config: {
        errors: [
          [403, 'console_forbidden'],
          [409, 'balance_error'],
        ],
        auth: 'required',
      },
      schema: { params: playerIdParam, body: adjustBody, response: { 200: adjustResponse } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'money.adjust');
      const p = await playerOf(req.params.id);
      // Only players' balances are adjusted: never one's own, nor another staff member's (issue 44).
      if (p.id === staff.userId || (await staffRoleOf(db, p.id)) !== null)
        throw new AppError(403, 'console_forbidden', 'Staff accounts are not adjusted');
      const { currency, reason } = req.body;
      const amount = currency === 'RUB' ? toKopecks(req.body.amount) : req.body.amount;
      // The wire schema refuses it already; a 0 row must never reach the ledger whatever the schema says (issue 44).
      if (amount === 0) throw new AppError(400, 'dataNotFound', 'The amount rounds to 0');
      const done = await adjustBalance(db, actor(staff, req), p.id, {
        currency,
        amount,
        wireAmount: req.body.amount,
        reason,
      });
      return {
        balance: toRoubles(done.balance),
        coin_balance: done.coinBalance,
        audit_id: String(done.auditId),
      };
    },
  );

  const block =
    (blocked: boolean) =>
    async (req: FastifyRequest<{ Params: { id: string }; Body: { reason?: string } }>) => {
      const staff = await requireStaff(db, req, 'players.write');
      const p = await playerOf(req.params.id);
      if (!mayChangeAccount(staff.role, await staffRoleOf(db, p.id)))
        throw new AppError(403, 'console_forbidden', 'That account belongs to a higher role');
      await setPlayerBlocked(
        db,
        actor(staff, req),
        p.id,
        blocked,
        blocked ? req.body.reason! : null,
      );
      // Their open sockets end at once, in every process: the shop's and a staff member's console inbox (issue 44).
      if (blocked) hub?.disconnectUser(p.id);
      return { success: true as const };
    };
  app.post(
    '/v1/admin/players/:id/block',
    {
      config: { errors: [[403, 'console_forbidden']], auth: 'required' },
      schema: { params: playerIdParam, body: blockBody, response: { 200: okResponse } },
    },
    block(true),
  );
  app.post(
    '/v1/admin/players/:id/unblock',
    {
      config: { errors: [[403, 'console_forbidden']], auth: 'required' },
      schema: { params: playerIdParam, response: { 200: okResponse } },
    },
    block(false),
  );

  app.post(
    '/v1/admin/players/:id/sessions/revoke',
    {
      config: { errors: [[403, 'console_forbidden']], auth: 'required' },
      schema: { params: playerIdParam, response: { 200: okResponse } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'players.write');
      const p = await playerOf(req.params.id);
      if (!mayChangeAccount(staff.role, await staffRoleOf(db, p.id)))
        throw new AppError(403, 'console_forbidden', 'That account belongs to a higher role');
      await revokePlayerSessions(db, actor(staff, req), p.id);
      hub?.disconnectUser(p.id);
      return { success: true as const };
    },
  );
}
