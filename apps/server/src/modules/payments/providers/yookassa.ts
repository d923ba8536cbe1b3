/**
 * YooKassa (API v3) through the maintained client `@a2seven/yoo-checkout`, configured by shop id and
 * secret key (and an API URL so tests run against a local fake). A notification is never trusted as
 * sent: the payment it names is fetched from the API and only that answer counts — an unknown id,
 * an API failure or a payment of another order makes it unverifiable (null). Before that call
 * (issue 26) a notification must come from YooKassa's published addresses (`notifyFrom`, unless
 * 'any') and name a payment id of YooKassa's shape (36 characters of hex and dashes).
 */
import { BlockList, isIP } from 'node:net';
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

/** YooKassa's payment ids: 36 characters, hex digits in groups of 8-4-4-4-12. */
const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A matcher of client addresses for `ranges` (addresses or CIDR ranges, IPv4 or IPv6). */
export function addressMatcher(ranges: string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const r of ranges) {
    const [address = '', bits] = r.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (ip) => {
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

const notification = z.object({
  type: z.literal('notification'),
  event: z.string().max(64),
  object: z.object({ id: z.string().regex(PAYMENT_ID) }).passthrough(),
});

const statusOf = (s: string): ProviderStatus =>
  s === 'succeeded' ? 'success' : s === 'canceled' ? 'fail' : 'pending';

/** Minor units of a YooKassa amount value ("123.45"). */
const minorUnits = (value: string) => Math.round(Number(value) * 100);

export function yookassaProvider(o: {
  shopId: string;
  secretKey: string;
  apiUrl: string;
  notifyFrom: 'any' | string[];
}): PaymentProvider {
  const allowed = o.notifyFrom === 'any' ? () => true : addressMatcher(o.notifyFrom);
  const client = new YooKassaClient({ shopId: o.shopId, secretKey: o.secretKey }, o.apiUrl);

  const noticeOf = async (paymentId: string): Promise<ProviderNotice | null> => {
    try {
      const p = await client.getPayment(paymentId);
      const orderId = (p.metadata as Record<string, unknown> | undefined)?.order_id;
      if (typeof orderId !== 'string') return null;
      return {
        provider: 'yookassa',
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
    acceptsNotificationFrom: allowed,
    async verify(req: FastifyRequest) {
      const parsed = notification.safeParse(req.body);
      if (!parsed.success) return null;
      return noticeOf(parsed.data.object.id);
    },
    fetchStatus: (order: OrderRow) =>
      order.providerPaymentId ? noticeOf(order.providerPaymentId) : Promise.resolve(null),
  };
}
