/**
 * Sale routes, spec 001 §4 Sell, §7 Inventory: `POST /v1/inventory/sell` {id}, `/sell/many` {ids},
 * `/sell/all` → sellResponse. Owns the sale queue's lifecycle: it starts when the app is ready (one sweep
 * at once, then every SALE_QUEUE_POLL_MS) and stops when the app closes; a queued sale kicks it at once.
 * Due work `sales` (platform/due-work.ts) sweeps the queue now.
 */
import { sellManyBody, sellOneBody, sellResponse } from '@cases/domain/api/inventory';
import { toRoubles } from '@cases/domain/money';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/auth.ts';
import { forgetSessionOn401, hintedUser } from '../../platform/session-hint.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { createSaleQueue } from './sale-queue.ts';
import { sellItems, sellsInOneStatement, type SaleResult } from './sales.ts';
import { parseItemId } from '../../kernel/inventory/wire.ts';

const saleWire = (r: SaleResult) => ({
  status: r.status,
  balance: toRoubles(r.balance),
  total_amount_items: toRoubles(r.totalAmountItems),
  sold: r.sold,
  queued: r.queued,
  amount: toRoubles(r.amount),
});

export function salesRoutes(app: App, { db, config, hub }: AppDeps): void {
  const queue = createSaleQueue({
    db,
    hub,
    pollMs: config.saleQueue.pollMs,
    log: app.log,
    jobs: app.jobs,
  });
  // Declared now, so the job queue's ready() covers it; the catch-up sweep runs at once.
  queue.start();
  app.addHook('onClose', () => queue.stop());
  app.dueWork.set('sales', async () => (await queue.sweep()).length);

  const sell = async (req: FastifyRequest, ids: number[] | 'all') => {
    // A remembered session, checked again in the sale's own statement (as the case opening does);
    // the other sales run in a transaction of their own and check the session first.
    const { userId, tokenHash } = sellsInOneStatement(ids)
      ? await hintedUser(db, req)
      : { userId: await requireUser(db, req), tokenHash: null };
    const result = await forgetSessionOn401(
      db,
      req,
      sellItems(db, userId, ids, (tx, owner) => queue.queueJob(tx, owner), tokenHash),
    );
    if (result.queued > 0) queue.kick(userId);
    app.metrics.itemsSold.inc(result.sold);
    return saleWire(result);
  };

  app.post(
    '/v1/inventory/sell',
    {
      config: {
        errors: [
          [404, 'invalidItem'],
          [409, 'inventory'],
        ],
        auth: 'required',
      },
      schema: { body: sellOneBody, response: { 200: sellResponse } },
    },
    async (req) => sell(req, [parseItemId(req.body.id)]),
  );

  app.post(
    '/v1/inventory/sell/many',
    {
      config: {
        errors: [
          [404, 'invalidItem'],
          [409, 'inventory'],
        ],
        auth: 'required',
      },
      schema: { body: sellManyBody, response: { 200: sellResponse } },
    },
    async (req) => sell(req, req.body.ids.map(parseItemId)),
  );

  app.post(
    '/v1/inventory/sell/all',
    { config: { auth: 'required' }, schema: { response: { 200: sellResponse } } },
    async (req) => sell(req, 'all'),
  );
}
