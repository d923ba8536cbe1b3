/**
 * Payment routes, spec 001 §7 Payments: start a deposit, follow it, and the providers' notifications
 * (`POST /v1/payments/callback/sandbox`, `POST /v1/payments/callback/yookassa`). A deposit passes the
 * self-exclusion guard, the direction's limits and additional info and the player's deposit limits
 * (checked in the order's own statement, under the player's deposit lock: start-statement.ts), then goes
 * to its provider. Notifications are verified by their provider and applied once (settle.ts): unverifiable →
 * 400 and logged; amount or currency mismatch → 400 `payment_mismatch` and logged; an order of another
 * provider → 409 `payment_provider_mismatch` and logged, nothing written (issue 26). A provider that
 * publishes where its notifications come from refuses any other address with 403
 * `payment_notice_forbidden` before anything else happens; every address is rate-limited
 * (RATE_LIMIT_PAYMENT_NOTIFY_PER_MIN, 429 `tooManyRequests`).
 */
import { startBody, startResponse, statusQuery, statusResponse } from '@cases/domain/api/payments';
import { toRoubles } from '@cases/domain/money';
import { validateAdditionalInfo } from '@cases/domain/payments/additional-info';
import { toCreditKopecks } from '@cases/domain/payments/countries';
import { requireUser } from '../../platform/auth.ts';
import { paymentNotifyLimit } from '../../platform/rate-limit.ts';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { forgetSessionOn401, hintedUser } from '../../platform/session-hint.ts';
import { requirePlayAllowed } from '../../kernel/players/play-guard.ts';
import { disabledDirections } from '../../kernel/site/runtime.ts';
import { resolveDirection } from './directions.ts';
import type { Providers } from './providers/index.ts';
import type { PaymentProvider } from './providers/types.ts';
import { failUnstartedOrder, ownOrder, setProviderPaymentId, type OrderRow } from './service.ts';
import type { PaymentsPorts } from './ports.ts';
import type { OrderBonus } from './settle.ts';
import { recordNotice } from './notices.ts';
import { settleNotice } from './settle.ts';
import { scheduleReconciliation } from './reconcile.ts';
import { startOrder } from './start-statement.ts';
import { PROJECTS } from '@cases/domain/projects';

/** A pending YooKassa order is first asked about this long after it started (ms). */
const SANDBOX_FIRST_CHECK_S = 24 * 3600;

function bonusWire(order: OrderRow) {
  const b = order.bonus as OrderBonus | null;
  if (order.status !== 'success' || !b || b.promoKind !== 'blogger') return null;
  return {
    coins: b.coins,
    prize: b.prize
      ? { icon: b.prize.icon, title: b.prize.title, price: toRoubles(b.prize.price) }
      : null,
    sum_promo: toRoubles(order.amount + b.promoMoney),
  };
}

/**
 * Kopecks a settled order brought the balance: its amount and every bonus paid with it (its `bonus` record: the
 * bonus level's, the direction's, a promo's money); the amount while it has not settled (issue 48).
 */
function creditedKopecks(order: OrderRow): number {
  const b = order.bonus as Partial<OrderBonus> | null;
  if (order.status !== 'success' || !b) return order.amount;
  return order.amount + (b.levelMoney ?? 0) + (b.directionMoney ?? 0) + (b.promoMoney ?? 0);
}

export function paymentsRoutes(
  app: App,
  { db, config }: AppDeps,
  providers: Providers,
  ports: PaymentsPorts,
): void {
  app.post(
    '/v1/payments/transaction/start',
    {
      config: {
        errors: [
          [400, 'deposit_limit'],
          [403, 'self_excluded'],
          [502, 'payment_start'],
        ],
        auth: 'required',
      },
      schema: { body: startBody, response: { 200: startResponse } },
    },
    async (req) => {
      // The session and self-exclusion are checked by the order's own statement (start-statement.ts); a
      // refused input asks for them first, so it is refused in the order it always was: 401, 403, then 400.
      const { userId, tokenHash } = await hintedUser(db, req);
      const refuse = async (err: AppError): Promise<never> => {
        await requireUser(db, req);
        await requirePlayAllowed(db, userId);
        throw err;
      };
      const b = req.body;
      const resolved = resolveDirection(
        providers,
        b.country ?? 'RU',
        b.payment_direction_id,
        await disabledDirections(db),
      );
      if (!resolved) return refuse(new AppError(400, 'dataNotFound', 'Unknown payment direction'));
      const { country, direction, provider } = resolved;
      // A player's change-min-sum variant may raise a RUB direction's minimum (spec 001 §7; the refill form shows it).
      const changed =
        userId !== null && country.currency.code === 'RUB'
          ? await ports.changedMinimum(userId)
          : null;
      const minimum = Math.max(direction.minimal_amount, changed ?? 0);
      if (b.amount < minimum || b.amount > direction.maximal_amount)
        return refuse(
          new AppError(
            400,
            'dataNotFound',
            `Amount must be ${minimum}–${direction.maximal_amount} ${country.currency.code}`,
          ),
        );
      const fieldErrors = validateAdditionalInfo(
        direction.additional_info,
        b.additional_info ?? {},
        country.iso,
      );
      const bad = Object.entries(fieldErrors)[0];
      if (bad) return refuse(new AppError(400, 'dataNotFound', `Invalid ${bad[0]}: ${bad[1]}`));
      const kopecks = toCreditKopecks(b.amount, country.currency.rate);
      // The sandbox's test orders are asked about after a day; a real provider's after a minute.
      const firstCheck =
        provider.id === 'sandbox' ? SANDBOX_FIRST_CHECK_S : config.payments.reconcileDelaySeconds;
      const order = await forgetSessionOn401(
        db,
        req,
        startOrder(db, {
          tokenHash,
          order: {
            userId,
            directionId: direction.payment_direction_id,
            country: country.iso,
            currency: country.currency.code,
            originalAmount: Math.round(b.amount * 100),
            rate: country.currency.rate,
            amount: kopecks,
            provider: provider.id,
            nextCheckAt: new Date(Date.now() + firstCheck * 1000),
          },
          refuseLimit: ports.depositLimitRefusal,
          after: (tx, id) => scheduleReconciliation(app.jobs, tx, id, firstCheck),
        }),
      );
      let started: Awaited<ReturnType<PaymentProvider['start']>>;
      try {
        started = await provider.start(order, {
          returnUrl: `${config.publicUrl}/refill/result?orderId=${order.id}`,
          description: `${PROJECTS[config.project.id].site} ${order.id}`,
        });
      } catch (err) {
        req.log.error({ err, provider: provider.id, orderId: order.id }, 'payment start failed');
        await failUnstartedOrder(db, order.id);
        throw new AppError(502, 'payment_start', 'Error while starting payment');
      }
      if (started.providerPaymentId)
        await setProviderPaymentId(db, order.id, started.providerPaymentId);
      return { order_id: order.id, redirect_url: started.redirectUrl };
    },
  );

  app.get(
    '/v1/payments/transaction/status',
    {
      config: { errors: [[404, 'dataNotFound']], auth: 'required' },
      schema: { querystring: statusQuery, response: { 200: statusResponse } },
    },
    async (req) => {
      const order = await ownOrder(db, await requireUser(db, req), req.query.orderId);
      return {
        status: order.status as 'pending' | 'success' | 'fail',
        value: toRoubles(order.amount),
        credited: toRoubles(creditedKopecks(order)),
        currency: order.currency,
        amount: (order.originalAmount ?? order.amount) / 100,
        bonus: bonusWire(order),
      };
    },
  );

  for (const provider of Object.values(providers)) {
    app.post(
      `/v1/payments/callback/${provider.id}`,
      {
        config: {
          errors: [
            [400, 'payment_mismatch'],
            [403, 'payment_notice_forbidden'],
            [409, 'payment_provider_mismatch'],
          ],
          rateLimit: paymentNotifyLimit(config),
        },
      },
      async (req, reply) => {
        if (provider.acceptsNotificationFrom && !provider.acceptsNotificationFrom(req.ip)) {
          req.log.warn(
            { provider: provider.id, ip: req.ip },
            'payment notification refused: source',
          );
          throw new AppError(
            403,
            'payment_notice_forbidden',
            'Notifications are not accepted from this address',
          );
        }
        const notice = await provider.verify(req);
        if (!notice) {
          req.log.warn({ provider: provider.id }, 'payment notification refused: unverifiable');
          throw new AppError(400, 'dataNotFound', 'Notification could not be verified');
        }
        const result = await settleNotice(db, notice, ports);
        // Kept for the console's order page (issue 30).
        await recordNotice(db, notice, 'callback', result);
        if (result === 'wrong_provider') {
          req.log.warn({ provider: provider.id, notice }, 'payment notification refused: provider');
          throw new AppError(
            409,
            'payment_provider_mismatch',
            'The order belongs to another provider',
          );
        }
        if (result === 'mismatch' || result === 'unknown') {
          req.log.warn({ provider: provider.id, notice, result }, 'payment notification refused');
          throw new AppError(400, 'payment_mismatch', `Notification refused: ${result}`);
        }
        return reply.send({ success: true, settled: result === 'settled' });
      },
    );
  }
}
