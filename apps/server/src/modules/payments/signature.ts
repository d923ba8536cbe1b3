/**
 * The sandbox provider's callback signature: HMAC-SHA256(secret,
 * "<order_id>:<status>:<amount minor units>:<currency>") as hex.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signCallback(
  secret: string,
  orderId: string,
  status: string,
  amount: number,
  currency = 'RUB',
): string {
  return createHmac('sha256', secret)
    .update(`${orderId}:${status}:${amount}:${currency}`)
    .digest('hex');
}

export function verifyCallback(
  secret: string,
  orderId: string,
  status: string,
  amount: number,
  signature: string,
  currency = 'RUB',
): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signCallback(secret, orderId, status, amount, currency), 'hex');
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}
