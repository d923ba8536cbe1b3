/** The sandbox provider's callback signature: HMAC-SHA256(secret, "<order_id>:<status>:<amount kopecks>") as hex. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signCallback(
  secret: string,
  orderId: string,
  status: string,
  amount: number,
): string {
  return createHmac('sha256', secret).update(`${orderId}:${status}:${amount}`).digest('hex');
}

export function verifyCallback(
  secret: string,
  orderId: string,
  status: string,
  amount: number,
  signature: string,
): boolean {
  const expected = Buffer.from(signCallback(secret, orderId, status, amount), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
