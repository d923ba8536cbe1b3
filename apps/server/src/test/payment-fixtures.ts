/**
 * Payment steps the payment tests share (spec 001 §7 Payments): a sandbox order started by a player,
 * and the sandbox provider's signed notice about it. Amounts: the order in roubles, the notice in
 * kopecks (the payer's minor units).
 */
import type { App } from '../platform/types.ts';
import { signCallback } from '../modules/payments/signature.ts';
import { bearer } from './helper.ts';

/** `POST /v1/payments/transaction/start` of `roubles` through `direction` (RU), answered as it is. */
export function postOrderStart(app: App, token: string, roubles: number, direction = 'sandbox') {
  return app.inject({
    method: 'POST',
    url: '/v1/payments/transaction/start',
    headers: bearer(token),
    payload: { payment_direction_id: direction, amount: roubles, country: 'RU' },
  });
}

/**
 * Starts a sandbox order of `roubles` (through `direction`, a RU direction the sandbox takes, or its
 * own); throws unless the start answers 200.
 */
export async function startSandboxOrder(
  app: App,
  token: string,
  roubles: number,
  direction = 'sandbox',
): Promise<{ order_id: string; redirect_url: string }> {
  const res = await postOrderStart(app, token, roubles, direction);
  if (res.statusCode !== 200) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return res.json<{ order_id: string; redirect_url: string }>();
}

/** Posts the sandbox's notice for `orderId`, signed with `secret`. */
export function sandboxNotice(
  app: App,
  secret: string,
  orderId: string,
  status: 'success' | 'fail',
  kopecks: number,
) {
  return app.inject({
    method: 'POST',
    url: '/v1/payments/callback/sandbox',
    payload: {
      order_id: orderId,
      status,
      amount: kopecks,
      signature: signCallback(secret, orderId, status, kopecks),
    },
  });
}

/** POST /v1/payments/promo/apply of `code` as the player (the raw answer). */
export const applyPromo = (app: App, token: string, code: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/payments/promo/apply',
    headers: bearer(token),
    payload: { code },
  });
