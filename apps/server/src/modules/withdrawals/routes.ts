/**
 * Withdrawal routes: `POST /v1/users/set/steam/data` { link?, login } → { message } (spec 000 §5, §7),
 * `GET /v1/inventory/{id}/trade_id` → { trade_id, state, trade_offer } (spec 001 §7; trade-id.ts) and
 * `POST /v1/inventory/senditem` { ids (≤ 10), method: trade | login } →
 * { status: 'success', data: { status: 'PREPARING' } } (spec 001 §4, §7, §8). Each sent item's owner
 * gets a statechange PREPARING event after the commit. Balance vouchers (type 3) answer
 * { status: 'success', data: { status: 'itemType3CreditedToTheBalance', balance } } (roubles).
 * The console's withdrawal calls (issue 30) are admin-routes.ts, registered here with the same trade bot.
 */
import {
  sendItemBody,
  sendItemResponse,
  steamDataBody,
  steamDataResponse,
  tradeIdResponse,
} from '@cases/domain/api/withdrawals';
import { idParam } from '@cases/domain/api/common';
import { toRoubles } from '@cases/domain/money';
import { requireUser } from '../../platform/auth.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { parseItemId, tradeOfferWire } from '../../kernel/inventory/wire.ts';
import { withdrawalsAdminRoutes } from './admin-routes.ts';
import { botAccountOf } from './bot.ts';
import { createTradeBot } from './trade-bot.ts';
import { requestWithdrawal, setSteamData } from './service.ts';
import { itemTradeOffer } from './trade-id.ts';
import {
  createWithdrawalWorker,
  defineWithdrawalQueue,
  queueStep,
  recheckSent,
  stepOpenNow,
} from './worker.ts';

export function withdrawalsRoutes(app: App, deps: AppDeps): void {
  const { db, config, hub } = deps;
  // The simulated bot or the marketplace (TRADE_PROVIDER, issue 46).
  const { bot, pollMs } = createTradeBot(db, config, app.log, app.metrics.registry);
  // The steps run on the job queue; this process runs them unless WITHDRAW_WORKER=false.
  const worker = config.withdrawals.worker
    ? createWithdrawalWorker({
        db,
        bot,
        hub,
        pollMs,
        project: config.project.id,
        // The finished-withdrawal push (issue 13); never throws.
        onDelivered: (job) =>
          void app.events.publish('withdrawal.delivered', {
            userId: job.userId,
            inventoryItemId: job.inventoryItemId,
          }),
      })
    : null;
  defineWithdrawalQueue(app.jobs, worker, config.withdrawals.stepTimeoutS);
  // The console's queue and a player's withdrawals (issue 30), with the same bot (cancel withdraws its offers).
  withdrawalsAdminRoutes(app, deps, bot);
  app.dueWork.set('withdrawals', () => stepOpenNow(db, app.jobs));
  if (worker)
    app.addHook('onReady', async () => {
      await app.jobs.ready();
      await recheckSent(db, app.jobs);
    });

  app.post(
    '/v1/users/set/steam/data',
    {
      config: {
        errors: [
          [400, 'steamLoginEmpty'],
          [400, 'steamLoginLatinFirst'],
          [400, 'steamLoginShort'],
          [400, 'steamLoginValid'],
          [400, 'steamUrlEmpty'],
          [400, 'steamUrlValidation'],
          [409, 'steamLogin'],
        ],
        auth: 'required',
      },
      schema: { body: steamDataBody, response: { 200: steamDataResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      await setSteamData(
        db,
        userId,
        { link: req.body.link, login: req.body.login },
        deps.config.withdrawals.steamLoginMaxAccounts,
      );
      return { message: 'steamDataSaved' };
    },
  );

  app.get(
    '/v1/inventory/:id/trade_id',
    {
      config: { errors: [[404, 'invalidItem']], auth: 'required' },
      schema: { params: idParam, response: { 200: tradeIdResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const {
        tradeOfferId: id,
        state,
        endsAt,
      } = await itemTradeOffer(db, userId, parseItemId(req.params.id));
      // The offer's link, bot and expiry while it waits for the player to accept it.
      const waiting = state === 'send' && id !== null && endsAt !== null;
      return {
        trade_id: id,
        state,
        trade_offer: waiting
          ? tradeOfferWire({ id, botName: botAccountOf(id, config.project.id), expiresAt: endsAt })
          : null,
      };
    },
  );

  app.post(
    '/v1/inventory/senditem',
    {
      config: {
        errors: [
          [400, 'no_link'],
          [400, 'no_login'],
          [403, 'withdraw_deposit_required'],
          [404, 'invalidItem'],
          [409, 'inventory'],
          [409, 'inWithdrawalProcess'],
          [429, 'tooManyWithdrawals'],
        ],
        auth: 'required',
      },
      schema: { body: sendItemBody, response: { 200: sendItemResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const outcome = await requestWithdrawal(db, userId, {
        ids: req.body.ids.map(parseItemId),
        method: req.body.method,
        hourlyLimit: config.withdrawals.hourlyLimit,
        minDepositKopecks: config.deposits.withdrawMinKopecks,
        sendDelayMs: bot.sendDelayMs,
        queueSteps: async (tx, ids, due) => {
          for (const id of ids) await queueStep(app.jobs, id, due, tx);
        },
      });
      if (outcome.kind === 'voucher') {
        // Other tabs and devices of the owner see the vouchers leave the inventory.
        for (const id of outcome.ids)
          hub?.emitToUser(userId, 'statechange', { item_id: String(id), status: 'completed' });
        const balance = toRoubles(outcome.balance);
        const status = 'itemType3CreditedToTheBalance' as const;
        return { status: 'success' as const, data: { status, balance } };
      }
      for (const id of outcome.ids)
        hub?.emitToUser(userId, 'statechange', { item_id: String(id), status: 'PREPARING' });
      return { status: 'success' as const, data: { status: 'PREPARING' as const } };
    },
  );
}
