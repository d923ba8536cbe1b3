/**
 * The trade providers chosen by configuration (TRADE_PROVIDER, issue 46; trade-config.ts), in their order of
 * preference (provider-chain.ts): the simulated bot of the embedded default, the marketplace provider (market/bot.ts)
 * over its API client (market/client.ts), the shop's Steam bot (steam/bot.ts) over steamcommunity and
 * steam-tradeoffer-manager (steam/client.ts, signed in by steam/session.ts). `pollMs`: how often an open offer is looked
 * at (the providers' own pace, so polling stays within their request rates).
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';
import {
  inventoryItems,
  items,
  tradeProviderStatus,
  withdrawalJobs,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/types.ts';
import type { MarketConfig, SteamConfig } from '../../trade-config.ts';
import { createSimulatedBot, type TradeBot } from './bot.ts';
import { createMarketBot, type MarketItem } from './market/bot.ts';
import { clientOptionsOf, createMarketClient, LIST_MAX } from './market/client.ts';
import { OPEN_JOB_STATES } from './transitions.ts';
import type { CircuitState } from './circuit.ts';
import { createProviderChain } from './provider-chain.ts';
import { createSteamBot } from './steam/bot.ts';
import { createSteamClient } from './steam/client.ts';
import { createSteamSession } from './steam/session.ts';

/** An inventory row's market name (the item's English name) and the shop's price of it (kopecks). */
export async function marketItemOf(db: Db, inventoryItemId: number): Promise<MarketItem | null> {
  const [row] = await db
    .select({ name: items.name, nameEn: items.nameEn, price: inventoryItems.price })
    .from(inventoryItems)
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .where(eq(inventoryItems.id, inventoryItemId));
  return row ? { hashName: row.nameEn ?? row.name, priceKopecks: row.price } : null;
}

/** A provider's circuit on `/metrics` as gauge `name`: 0 closed, 1 half-open (one trial may go), 2 open. */
function circuitGauge(registry: Registry, name: string, help: string, state: () => CircuitState) {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set({ closed: 0, 'half-open': 1, open: 2 }[state()]);
    },
  });
}

/**
 * The marketplace's figures in `/metrics` (docs/operations.md): `cases_market_requests_total{method}` as each request
 * leaves, and `cases_market_circuit`.
 */
function marketMetrics(registry: Registry, circuit: () => CircuitState) {
  const requests = new Counter({
    name: 'cases_market_requests_total',
    help: 'Requests sent to the marketplace API, by method',
    labelNames: ['method'],
    registers: [registry],
  });
  circuitGauge(
    registry,
    'cases_market_circuit',
    'The marketplace circuit: 0 closed, 1 half-open, 2 open (no request goes)',
    circuit,
  );
  return (method: string) => requests.inc({ method });
}

function marketBot(
  db: Db,
  cfg: MarketConfig,
  log: FastifyBaseLogger,
  registry: Registry,
): TradeBot {
  let counted = (_method: string) => {};
  const client = createMarketClient({
    ...clientOptionsOf(cfg),
    onRequest: (method) => counted(method),
  });
  counted = marketMetrics(registry, () => client.circuit());
  return createMarketBot({
    client,
    cfg,
    itemOf: (id) => marketItemOf(db, id),
    onLowBalance: (balance) =>
      log.warn(
        { balanceRub: balance / 100, minRub: cfg.minBalanceKopecks / 100 },
        'withdrawals: the marketplace balance is low; buying paused',
      ),
    openPurchases: () => openPurchasesOf(db),
    onBalance: (balance, low) =>
      void recordStatus(db, 'market', balance, low).catch((err: unknown) =>
        log.warn({ err }, 'withdrawals: the marketplace balance could not be recorded'),
      ),
  });
}

/** The open withdrawals the marketplace was asked to deliver, the most overdue first (its batched polls). */
export async function openPurchasesOf(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: withdrawalJobs.id })
    .from(withdrawalJobs)
    .where(
      and(
        eq(withdrawalJobs.provider, 'market'),
        inArray(withdrawalJobs.state, OPEN_JOB_STATES),
        isNotNull(withdrawalJobs.sendAttemptAt),
      ),
    )
    .orderBy(asc(withdrawalJobs.nextRunAt))
    .limit(LIST_MAX);
  return rows.map((r) => r.id);
}

/** What provider `provider` last said of its balance (kopecks) and whether buying is paused for it. */
async function recordStatus(db: Db, provider: string, balanceKopecks: number, low: boolean) {
  const row = { provider, balanceKopecks, low, checkedAt: new Date() };
  await db
    .insert(tradeProviderStatus)
    .values(row)
    .onConflictDoUpdate({ target: tradeProviderStatus.provider, set: row });
}

function steamBot(db: Db, cfg: SteamConfig, registry: Registry): TradeBot {
  const session = createSteamSession(cfg.signIn);
  const trade = createSteamClient({
    ...cfg,
    signIn: () => session.signIn(),
    timeOffset: () => session.timeOffset(),
  });
  circuitGauge(
    registry,
    'cases_steam_circuit',
    'The Steam bot circuit: 0 closed, 1 half-open, 2 open (no request goes)',
    () => trade.circuit(),
  );
  return createSteamBot({
    trade,
    itemOf: (id) => marketItemOf(db, id),
    pollMs: cfg.pollMs,
    timeoutMs: cfg.timeoutMs,
    messagePrefix: cfg.messagePrefix,
  });
}

/** The configured providers as one trade bot, and how often open offers are polled (the quickest provider's pace). */
export function createTradeBot(
  db: Db,
  config: AppDeps['config'],
  log: FastifyBaseLogger,
  registry: Registry,
): { bot: TradeBot; pollMs: number } {
  const w = config.withdrawals;
  const bots: TradeBot[] = [];
  const polls: number[] = [];
  for (const provider of w.trade.providers) {
    if (provider === 'simulated') {
      bots.push(createSimulatedBot(w.bot));
      polls.push(w.pollMs);
    } else if (provider === 'market' && w.trade.market) {
      bots.push(marketBot(db, w.trade.market, log, registry));
      polls.push(w.trade.market.pollMs);
    } else if (provider === 'steam' && w.trade.steam) {
      bots.push(steamBot(db, w.trade.steam, registry));
      polls.push(w.trade.steam.pollMs);
    }
  }
  return { bot: createProviderChain(bots), pollMs: Math.min(...polls) };
}
