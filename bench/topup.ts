/**
 * `npm run bench:topup` (figures, not a test; issue 14 "every money path has a figure"): a top-up is
 * the order (`POST /v1/payments/transaction/start`, sandbox, 100 ₽) and then the provider's signed
 * notification (`POST /v1/payments/callback/sandbox`: verified, applied once, the balance credited
 * through the ledger, bonus levels). `per_second` counts complete top-ups (both calls); the latencies
 * are the notification's, the money path (the order call is not timed). The run and its knobs:
 * lib/money-path.ts.
 */
import { runMoneyPath } from './lib/money-path.ts';
import { call, sandboxNotice } from './lib/shop.ts';

const RUB = 100;

await runMoneyPath({
  path: 'top-up: order + signed notification (latency: the notification)',
  route: { method: 'POST', url: '/v1/payments/callback/sandbox' },
  fundRub: 0,
  // Every notification comes from this machine's address: the per-address limit of the provider's
  // notifications (300 a minute) would measure the limit, not the path.
  env: { RATE_LIMIT_PAYMENT_NOTIFY_PER_MIN: '0' },
  step: (base, tokens) =>
    Promise.resolve(async (client: number) => {
      const start = await call<{ order_id: string }>(
        base,
        'POST',
        '/v1/payments/transaction/start',
        tokens[client],
        { payment_direction_id: 'sandbox', amount: RUB },
      );
      if (start.status !== 200) return start.status;
      const t0 = performance.now();
      const paid = await call(
        base,
        'POST',
        '/v1/payments/callback/sandbox',
        undefined,
        sandboxNotice(start.json.order_id, 'success', RUB * 100),
      );
      return { status: paid.status, ms: performance.now() - t0 };
    }),
});
