/**
 * The trade provider chosen by configuration (TRADE_PROVIDER, issue 46; trade-config.ts): the simulated bot of the
 * embedded default, or the marketplace provider (market/bot.ts) over its API client (market/client.ts). `pollMs`:
 * how often an open offer is looked at (the marketplace's own pace, so polling stays within its request rate).
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';
import { inventoryItems, items } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/types.ts';
import { createSimulatedBot, type TradeBot } from './bot.ts';
import { createMarketBot, type MarketItem } from './market/bot.ts';
import { clientOptionsOf, createMarketClient } from './market/client.ts';

/** An inventory row's market name (the item's English name) and the shop's price of it (kopecks). */
async function marketItemOf(db: Db, inventoryItemId: number): Promise<MarketItem | null> {
  const [row] = await db
    .select({ name: items.name, nameEn: items.nameEn, price: inventoryItems.price })
    .from(inventoryItems)
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .where(eq(inventoryItems.id, inventoryItemId));
  return row ? { hashName: row.nameEn ?? row.name, priceKopecks: row.price } : null;
}

/**
 * The marketplace's figures in `/metrics` (docs/operations.md): `cases_market_requests_total{method}` as each request
 * leaves, and `cases_market_circuit` — 0 closed, 1 half-open (one trial may go), 2 open (nothing goes).
 */
function marketMetrics(registry: Registry, circuit: () => 'closed' | 'half-open' | 'open') {
  const requests = new Counter({
    name: 'cases_market_requests_total',
    help: 'Requests sent to the marketplace API, by method',
    labelNames: ['method'],
    registers: [registry],
  });
  new Gauge({
    name: 'cases_market_circuit',
    help: 'The marketplace circuit: 0 closed, 1 half-open, 2 open (no request goes)',
    registers: [registry],
    collect() {
      this.set({ closed: 0, 'half-open': 1, open: 2 }[circuit()]);
    },
  });
  return (method: string) => requests.inc({ method });
}

export function createTradeBot(
  db: Db,
  config: AppDeps['config'],
  log: FastifyBaseLogger,
  registry: Registry,
): { bot: TradeBot; pollMs: number } {
  const w = config.withdrawals;
  if (w.trade.provider === 'simulated') return { bot: createSimulatedBot(w.bot), pollMs: w.pollMs };
  const cfg = w.trade.market;
  let counted = (_method: string) => {};
  const client = createMarketClient({
    ...clientOptionsOf(cfg),
    onRequest: (method) => counted(method),
  });
  counted = marketMetrics(registry, () => client.circuit());
  const bot = createMarketBot({
    client,
    cfg,
    itemOf: (id) => marketItemOf(db, id),
    onLowBalance: (balance) =>
      log.warn(
        { balanceRub: balance / 100, minRub: cfg.minBalanceKopecks / 100 },
        'withdrawals: the marketplace balance is low; buying paused',
      ),
  });
  return { bot, pollMs: cfg.pollMs };
}
