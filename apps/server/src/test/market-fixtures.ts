/**
 * Market provider fixtures (issue 46): a virtual clock whose sleeps move it at once, the provider's settings for a
 * local fake marketplace (test/market-fake.ts), and a market bot over a real client talking HTTP to it.
 */
import type { MarketConfig } from '../trade-config.ts';
import { createMarketBot, type MarketItem } from '../modules/withdrawals/market/bot.ts';
import {
  clientOptionsOf,
  createMarketClient,
  type MarketClientOptions,
} from '../modules/withdrawals/market/client.ts';
import type { MarketFake } from './market-fake.ts';

/** A clock that only moves when told or when something sleeps on it (ms since the epoch). */
export function virtualClock(start = Date.now()) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => void (t += ms),
    sleep: (ms: number) => {
      t += Math.max(0, ms);
      return Promise.resolve();
    },
  };
}

/** The provider's settings for `fake`: a request every ms (the rate is tested on its own), 10 s polls. */
export function marketConfig(fake: MarketFake, over: Partial<MarketConfig> = {}): MarketConfig {
  return {
    apiUrl: fake.url,
    apiKey: fake.key,
    priceCeiling: 1.15,
    minBalanceKopecks: 50_000,
    ratePerS: 1000,
    timeoutMs: 5_000,
    circuit: { failures: 5, openMs: 30_000 },
    pollMs: 10_000,
    customIdPrefix: 'test',
    ...over,
  };
}

/** A market bot on `fake` with the clock `clock`; `itemOf` answers what the marketplace is asked about. */
export function marketBot(
  fake: MarketFake,
  clock: ReturnType<typeof virtualClock>,
  itemOf: (id: number) => Promise<MarketItem | null>,
  o: {
    cfg?: Partial<MarketConfig>;
    client?: Partial<MarketClientOptions>;
    /** The open purchases' job ids, for batched polls (none: each purchase asked alone). */
    openPurchases?: () => Promise<number[]>;
  } = {},
) {
  const cfg = marketConfig(fake, o.cfg);
  const requests: { method: string; at: number }[] = [];
  const lowBalance: number[] = [];
  const client = createMarketClient({
    ...clientOptionsOf(cfg),
    backoffMs: 1,
    now: clock.now,
    sleep: clock.sleep,
    onRequest: (method, at) => void requests.push({ method, at }),
    ...o.client,
  });
  const bot = createMarketBot({
    client,
    cfg,
    itemOf,
    now: clock.now,
    onLowBalance: (b) => void lowBalance.push(b),
    ...(o.openPurchases ? { openPurchases: o.openPurchases } : {}),
  });
  return { bot, client, cfg, requests, lowBalance };
}
