/**
 * The trade provider chosen by configuration (TRADE_PROVIDER, issue 46; trade-config.ts): the simulated bot of the
 * embedded default, or the marketplace provider (market/bot.ts) over its API client (market/client.ts). `pollMs`:
 * how often an open offer is looked at (the marketplace's own pace, so polling stays within its request rate).
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inventoryItems, items } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/types.ts';
import { createSimulatedBot, type TradeBot } from './bot.ts';
import { createMarketBot, type MarketItem } from './market/bot.ts';
import { createMarketClient } from './market/client.ts';

/** An inventory row's market name (the item's English name) and the shop's price of it (kopecks). */
async function marketItemOf(db: Db, inventoryItemId: number): Promise<MarketItem | null> {
  const [row] = await db
    .select({ name: items.name, nameEn: items.nameEn, price: inventoryItems.price })
    .from(inventoryItems)
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .where(eq(inventoryItems.id, inventoryItemId));
  return row ? { hashName: row.nameEn ?? row.name, priceKopecks: row.price } : null;
}

export function createTradeBot(
  db: Db,
  config: AppDeps['config'],
  log: FastifyBaseLogger,
): { bot: TradeBot; pollMs: number } {
  const w = config.withdrawals;
  if (w.trade.provider === 'simulated') return { bot: createSimulatedBot(w.bot), pollMs: w.pollMs };
  const cfg = w.trade.market;
  const client = createMarketClient({
    baseUrl: cfg.apiUrl,
    key: cfg.apiKey,
    ratePerS: cfg.ratePerS,
    timeoutMs: cfg.timeoutMs,
    circuit: cfg.circuit,
  });
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
