/**
 * The console's withdrawal calls (issue 30 "Players, money, withdrawals"; docs/console.md "Withdrawal queue"):
 * `GET /v1/admin/withdrawals?view=stuck|failed|open&page` (right `withdrawals`; admin-queue.ts),
 * `POST /v1/admin/withdrawals/{id}/retry`, `…/cancel`, `…/mark-sent {trade_offer_id?, note}` (right
 * `withdrawals`; admin-actions.ts: one transaction each with its one audit entry; 404 withdrawal_not_found, 409
 * withdrawal_state), `POST …/{id}/provider {provider}` (issue 46, the same; 400 withdrawal_provider_unavailable),
 * the trade providers' panel `GET /v1/admin/withdrawal-providers` (`withdrawals`; admin-providers.ts) and a player's
 * withdrawals `GET /v1/admin/players/{id}/withdrawals?page` (`players.read`). Registered by withdrawalsRoutes with its
 * trade bot. Money in roubles.
 */
import {
  markSentBody,
  tradeProvidersResponse,
  withdrawalActionResponse,
  withdrawalProviderBody,
  withdrawalIdParam,
  withdrawalQueueQuery,
  withdrawalQueueResponse,
  type ConsoleWithdrawalRow,
} from '@cases/domain/api/admin-withdrawals';
import { listPageQuery } from '@cases/domain/api/admin-player-lists';
import { playerIdParam } from '@cases/domain/api/admin';
import type { WithdrawalState } from '@cases/domain/api/withdrawals';
import { toRoubles } from '@cases/domain/money';
import type { FastifyRequest } from 'fastify';
import type { Executor, Jobs } from '../../platform/jobs.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { consoleListPlayer, pageWindow } from '../../kernel/staff/player-list.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { staffAudit } from '../../kernel/staff/audit.ts';
import {
  cancelWithdrawal,
  markSentByHand,
  retryWithdrawal,
  switchProvider,
  type ActionContext,
  type ActionResult,
} from './admin-actions.ts';
import { providersPanel } from './admin-providers.ts';
import { playerWithdrawalsPage, queuePage, queueRow, type QueueRow } from './admin-queue.ts';
import type { TradeBot } from './bot.ts';
import { WITHDRAWAL_QUEUE } from './worker.ts';

const wire = (r: QueueRow): ConsoleWithdrawalRow => ({
  id: String(r.id),
  user_id: String(r.userId),
  nickname: r.nickname,
  inventory_item_id: String(r.inventoryItemId),
  item_id: r.itemId,
  item_name: r.itemName,
  price: toRoubles(r.price),
  item_status: r.itemStatus,
  state: r.state as WithdrawalState,
  error_code: r.errorCode,
  method: r.method,
  trade_offer_id: r.tradeOfferId,
  provider: r.provider,
  pinned_provider: r.pinnedProvider,
  hold_reason: r.holdReason,
  price_paid: r.pricePaid === null ? null : toRoubles(r.pricePaid),
  attempts: r.attempts,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
  timer_ends_at: r.timerEndsAt.toISOString(),
  next_run_at: r.nextRunAt.toISOString(),
});

/** A step of withdrawal `id` due now, in `tx` (no singleton key: a stuck one's old step may still wait). */
const queueNow = (jobs: Jobs) => async (tx: Executor, id: number) => {
  await jobs.send(WITHDRAWAL_QUEUE, { id }, { tx });
};

export function withdrawalsAdminRoutes(
  app: App,
  { db, hub, config }: AppDeps,
  bot: TradeBot,
): void {
  app.get(
    '/v1/admin/withdrawals',
    {
      config: { auth: 'required' },
      schema: { querystring: withdrawalQueueQuery, response: { 200: withdrawalQueueResponse } },
    },
    async (req) => {
      await requireStaff(db, req, 'withdrawals');
      const { limit, offset } = pageWindow(req.query.page);
      const { rows, total } = await queuePage(db, req.query.view, limit, offset);
      return { rows: rows.map(wire), page: req.query.page, total };
    },
  );

  app.get(
    '/v1/admin/players/:id/withdrawals',
    {
      config: { auth: 'required' },
      schema: {
        params: playerIdParam,
        querystring: listPageQuery,
        response: { 200: withdrawalQueueResponse },
      },
    },
    async (req) => {
      const { userId } = await consoleListPlayer(db, req, 'players.read');
      const { limit, offset } = pageWindow(req.query.page);
      const { rows, total } = await playerWithdrawalsPage(db, userId, limit, offset);
      return { rows: rows.map(wire), page: req.query.page, total };
    },
  );

  /** Runs `act` as the signed-in staff member; tells the owner's devices; answers the row afterwards. */
  const action =
    (act: (c: ActionContext, id: number, req: FastifyRequest) => Promise<ActionResult>) =>
    async (req: FastifyRequest<{ Params: { id: string } }>) => {
      const staff = await requireStaff(db, req, 'withdrawals');
      const id = Number(req.params.id);
      const done = await act(
        {
          db,
          bot,
          queueNow: queueNow(app.jobs),
          audit: (tx, e) =>
            staffAudit(tx, staff, req.ip, {
              target: `withdrawal:${id}`,
              ...e,
            }),
        },
        id,
        req,
      );
      hub?.emitToUser(done.userId, 'statechange', {
        item_id: String(done.inventoryItemId),
        status: done.itemStatus,
        ...(done.itemStatus === 'progress'
          ? { error_code: 'item_transfer_canceled' as const }
          : {}),
      });
      if (done.itemStatus === 'STEAM_WITHDRAWN')
        void app.events.publish('withdrawal.delivered', {
          userId: done.userId,
          inventoryItemId: done.inventoryItemId,
        });
      const row = await queueRow(db, done.id);
      return { withdrawal: wire(row!), audit_id: String(done.auditId) };
    };

  const schema = { params: withdrawalIdParam, response: { 200: withdrawalActionResponse } };
  app.post(
    '/v1/admin/withdrawals/:id/retry',
    { config: { auth: 'required' }, schema },
    action(retryWithdrawal),
  );
  app.post(
    '/v1/admin/withdrawals/:id/cancel',
    { config: { auth: 'required' }, schema },
    action(cancelWithdrawal),
  );
  app.post(
    '/v1/admin/withdrawals/:id/mark-sent',
    { config: { auth: 'required' }, schema: { ...schema, body: markSentBody } },
    action((c, id, req) => {
      const body = req.body as { trade_offer_id?: string; note: string };
      return markSentByHand(c, id, { offerId: body.trade_offer_id ?? null, note: body.note });
    }),
  );
  app.post(
    '/v1/admin/withdrawals/:id/provider',
    { config: { auth: 'required' }, schema: { ...schema, body: withdrawalProviderBody } },
    action((c, id, req) => switchProvider(c, id, (req.body as { provider: string }).provider)),
  );

  app.get(
    '/v1/admin/withdrawal-providers',
    { config: { auth: 'required' }, schema: { response: { 200: tradeProvidersResponse } } },
    async (req) => {
      await requireStaff(db, req, 'withdrawals');
      return { providers: await providersPanel(db, bot, config.withdrawals.trade) };
    },
  );
}
