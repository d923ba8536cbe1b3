/**
 * YooKassa (API v3) through the maintained client `@a2seven/yoo-checkout`, configured by shop id and
 * secret key (and an API URL so tests run against a local fake). A notification is never trusted as
 * sent: the payment it names is fetched from the API and only that answer counts — an unknown id,
 * an API failure or a payment of another order makes it unverifiable (null).
 */
import { YooCheckout, type IYooCheckoutOptions } from '@a2seven/yoo-checkout';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OrderRow } from '../service.ts';
import type { PaymentProvider, ProviderNotice, ProviderStatus } from './types.ts';

/** The client on a configurable API root (the library fixes api.yookassa.ru otherwise). */
class YooKassaClient extends YooCheckout {
  override readonly root: string;
  constructor(options: IYooCheckoutOptions, root: string) {
    super(options);
    this.root = root;
  }
}

const notification = z.object({
  type: z.literal('notification'),
  event: z.string().max(64),
  object: z.object({ id: z.string().min(1).max(64) }).passthrough(),
});

const statusOf = (s: string): ProviderStatus =>
  s === 'succeeded' ? 'success' : s === 'canceled' ? 'fail' : 'pending';

/** Minor units of a YooKassa amount value ("123.45"). */
const minorUnits = (value: string) => Math.round(Number(value) * 100);

export function yookassaProvider(o: {
  shopId: string;
  secretKey: string;
  apiUrl: string;
}): PaymentProvider {
  const client = new YooKassaClient({ shopId: o.shopId, secretKey: o.secretKey }, o.apiUrl);

  const noticeOf = async (paymentId: string): Promise<ProviderNotice | null> => {
    try {
      const p = await client.getPayment(paymentId);
      const orderId = (p.metadata as Record<string, unknown> | undefined)?.order_id;
      if (typeof orderId !== 'string') return null;
      return {
        orderId,
        providerPaymentId: p.id,
        status: statusOf(p.status),
        amount: minorUnits(p.amount.value),
        currency: p.amount.currency,
      };
    } catch {
      return null;
    }
  };

  return {
    id: 'yookassa',
    async start(order, ctx) {
      const amount = order.originalAmount ?? order.amount;
      const payment = await client.createPayment(
        {
          amount: { value: (amount / 100).toFixed(2), currency: order.currency },
          capture: true,
          confirmation: { type: 'redirect', return_url: ctx.returnUrl },
          description: ctx.description,
          metadata: { order_id: order.id },
        },
        order.id,
      );
      const url = (payment.confirmation as { confirmation_url?: string } | undefined)
        ?.confirmation_url;
      if (!url) throw new Error('yookassa: no confirmation url');
      return { redirectUrl: url, providerPaymentId: payment.id };
    },
    async verify(req: FastifyRequest) {
      const parsed = notification.safeParse(req.body);
      if (!parsed.success) return null;
      return noticeOf(parsed.data.object.id);
    },
    fetchStatus: (order: OrderRow) =>
      order.providerPaymentId ? noticeOf(order.providerPaymentId) : Promise.resolve(null),
  };
}
