/**
 * Which trade provider delivers withdrawals to Steam (issue 46; docs/withdrawals.md), validated at boot with the rest
 * of config.ts:
 * - `simulated` (default): the embedded simulated bot (modules/withdrawals/bot.ts), nothing leaves the machine;
 * - `market`: buy the item on the marketplace (market.dota2.net / market.csgo.com API v2) and have its seller send it
 *   to the player's trade link (modules/withdrawals/market/).
 * A chosen provider without what it needs refuses to start, naming the missing variable. Money in roubles in the
 * environment, kopecks after loading; times in ms.
 */
import type { GameProject } from '@cases/domain/projects';
import { z } from 'zod';

/** The marketplace's API v2 base of each game project. */
export const MARKET_API_URLS: Record<GameProject, string> = {
  dota: 'https://market.dota2.net/api/v2',
  cs: 'https://market.csgo.com/api/v2',
};

const schema = z.object({
  TRADE_PROVIDER: z.enum(['simulated', 'market']).default('simulated'),
  /** The marketplace's API v2 base (default: the project's marketplace) and its secret key. */
  MARKET_API_URL: z.string().url().optional(),
  MARKET_API_KEY: z.string().min(1).max(200).optional(),
  /** A purchase costs at most the item's shop price × this (1.15: 15 % above it); dearer waits (`price_above_ceiling`). */
  MARKET_PRICE_CEILING: z.coerce.number().min(0.5).max(5).default(1.15),
  /** Below this balance on the marketplace (roubles) buying pauses (`market_balance_low`). */
  MARKET_MIN_BALANCE_RUB: z.coerce.number().min(0).max(10_000_000).default(500),
  /** Requests a second to the marketplace (it deletes a key above 5). */
  MARKET_RATE_PER_S: z.coerce.number().min(0.1).max(5).default(4),
  /** One request's time limit (ms). */
  MARKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** After this many failures in a row the circuit opens: no request for MARKET_CIRCUIT_OPEN_MS. */
  MARKET_CIRCUIT_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  MARKET_CIRCUIT_OPEN_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** How often a purchase waiting for its seller, or a withdrawal held back, is looked at again (ms). */
  MARKET_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(10_000),
  /** Prefix of every purchase's `custom_id` (default: the game project): two shops on one key must differ. */
  MARKET_CUSTOM_ID_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]{1,20}$/)
    .optional(),
});

export interface MarketConfig {
  apiUrl: string;
  apiKey: string;
  priceCeiling: number;
  minBalanceKopecks: number;
  ratePerS: number;
  timeoutMs: number;
  circuit: { failures: number; openMs: number };
  pollMs: number;
  /** Prefix of every purchase's `custom_id` (`<prefix>-w<job id>`). */
  customIdPrefix: string;
}

export type TradeConfig = { provider: 'simulated' } | { provider: 'market'; market: MarketConfig };

/** Reads the trade provider's variables; throws a readable error on bad values or a missing key. */
export function loadTradeConfig(env: NodeJS.ProcessEnv, project: GameProject): TradeConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Bad configuration: ${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  if (e.TRADE_PROVIDER === 'simulated') return { provider: 'simulated' };
  if (!e.MARKET_API_KEY)
    throw new Error(
      'Bad configuration: TRADE_PROVIDER=market needs MARKET_API_KEY (the marketplace API key; docs/withdrawals.md)',
    );
  return {
    provider: 'market',
    market: {
      apiUrl: (e.MARKET_API_URL ?? MARKET_API_URLS[project]).replace(/\/$/, ''),
      apiKey: e.MARKET_API_KEY,
      priceCeiling: e.MARKET_PRICE_CEILING,
      minBalanceKopecks: Math.round(e.MARKET_MIN_BALANCE_RUB * 100),
      ratePerS: e.MARKET_RATE_PER_S,
      timeoutMs: e.MARKET_TIMEOUT_MS,
      circuit: { failures: e.MARKET_CIRCUIT_FAILURES, openMs: e.MARKET_CIRCUIT_OPEN_MS },
      pollMs: e.MARKET_POLL_MS,
      customIdPrefix: e.MARKET_CUSTOM_ID_PREFIX ?? project,
    },
  };
}
