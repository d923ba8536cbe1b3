/**
 * The one interface every payment provider implements (issue 12 "Providers"): start a payment (a
 * hosted page to send the browser to), verify a notification, fetch a payment's state. Amounts are
 * in the order's currency, minor units (kopecks for RUB).
 */
import type { FastifyRequest } from 'fastify';
import type { OrderRow } from '../service.ts';

export type ProviderId = 'sandbox' | 'yookassa';
export type ProviderStatus = 'pending' | 'success' | 'fail';

/** What a provider says about one payment, after verifying it. */
export interface ProviderNotice {
  /** The provider that verified it: only that provider's orders may move (settle.ts). */
  provider: ProviderId;
  orderId: string;
  providerPaymentId: string | null;
  status: ProviderStatus;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
}

export interface PaymentProvider {
  id: ProviderId;
  /** Starts the payment; where the browser goes and the provider's payment id (if it has one). */
  start(
    order: OrderRow,
    ctx: { returnUrl: string; description: string },
  ): Promise<{ redirectUrl: string; providerPaymentId: string | null }>;
  /**
   * True when a notification may come from this client address (the provider's published ranges);
   * absent: from anywhere (the notice is verified otherwise).
   */
  acceptsNotificationFrom?(ip: string): boolean;
  /** The notice a provider's notification carries, or null when it cannot be verified. */
  verify(req: FastifyRequest): Promise<ProviderNotice | null>;
  /** Asks the provider for the payment's current state (reconciliation); null when unknown. */
  fetchStatus(order: OrderRow): Promise<ProviderNotice | null>;
}
