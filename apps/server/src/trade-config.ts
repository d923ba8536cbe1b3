/**
 * Which trade providers deliver withdrawals to Steam (issue 46; docs/withdrawals.md), validated at boot with the rest
 * of config.ts. TRADE_PROVIDER is one of them or several in an order of preference (`steam,market`: from the shop's
 * own stock first, else bought; modules/withdrawals/provider-chain.ts):
 * - `simulated` (default): the embedded simulated bot (modules/withdrawals/bot.ts), nothing leaves the machine;
 * - `market`: buy the item on the marketplace (market.dota2.net / market.csgo.com API v2) and have its seller send it
 *   to the player's trade link (modules/withdrawals/market/);
 * - `steam`: send it from the shop's own Steam account (modules/withdrawals/steam/), signed in with its account name,
 *   password and shared secret (or a web session's cookies), offers confirmed with its identity secret.
 * A chosen provider without what it needs refuses to start, naming the missing variable. Money in roubles in the
 * environment, kopecks after loading; times in ms.
 */
import type { GameProject } from '@cases/domain/projects';
import { z } from 'zod';

const PROVIDERS = ['simulated', 'market', 'steam'] as const;
type Provider = (typeof PROVIDERS)[number];

/** The game's Steam app id: Dota 2 570, CS2 730. */
export const STEAM_APP_IDS: Record<GameProject, number> = { dota: 570, cs: 730 };

/** The marketplace's API v2 base of each game project. */
export const MARKET_API_URLS: Record<GameProject, string> = {
  dota: 'https://market.dota2.net/api/v2',
  cs: 'https://market.csgo.com/api/v2',
};

const schema = z.object({
  TRADE_PROVIDER: z
    .string()
    .default('simulated')
    .transform((v) => v.split(',').map((p) => p.trim()))
    .pipe(
      z
        .array(z.enum(PROVIDERS))
        .min(1)
        .refine((list) => new Set(list).size === list.length, 'a provider named twice')
        .refine(
          (list) => list.length === 1 || !list.includes('simulated'),
          'the simulated bot goes alone',
        ),
    ),
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
  /** The Steam bot's account: its name, password and shared secret (steam-totp codes), or its web session's cookies. */
  STEAM_BOT_ACCOUNT_NAME: z.string().min(1).max(64).optional(),
  STEAM_BOT_PASSWORD: z.string().min(1).max(200).optional(),
  STEAM_BOT_SHARED_SECRET: z.string().min(1).max(200).optional(),
  /** `name=value` cookies separated by `;` (steamLoginSecure, sessionid): a session managed elsewhere. */
  STEAM_BOT_WEB_COOKIES: z.string().min(1).max(8000).optional(),
  /** The bot's identity secret: confirms each offer it sends. */
  STEAM_BOT_IDENTITY_SECRET: z.string().min(1).max(200).optional(),
  /** Steam's bases (a local fake in tests). */
  STEAM_COMMUNITY_URL: z.string().url().default('https://steamcommunity.com'),
  STEAM_API_URL: z.string().url().default('https://api.steampowered.com'),
  /** Requests a second to Steam. */
  STEAM_BOT_RATE_PER_S: z.coerce.number().min(0.1).max(10).default(1),
  STEAM_BOT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** After this many failures in a row the Steam circuit opens: no request for STEAM_BOT_CIRCUIT_OPEN_MS. */
  STEAM_BOT_CIRCUIT_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  STEAM_BOT_CIRCUIT_OPEN_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** How often an open offer, or a withdrawal held back for stock, is looked at again (ms). */
  STEAM_BOT_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(10_000),
  /** Prefix of every offer's message (default: the game project). */
  STEAM_BOT_MESSAGE_PREFIX: z
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

/** The Steam bot account's sign-in: its account (steam-user with steam-totp codes), or a web session's cookies. */
export type SteamSignIn =
  | { kind: 'account'; accountName: string; password: string; sharedSecret: string }
  | { kind: 'cookies'; cookies: string[] };

export interface SteamConfig {
  communityUrl: string;
  apiUrl: string;
  appId: number;
  signIn: SteamSignIn;
  identitySecret: string;
  ratePerS: number;
  timeoutMs: number;
  circuit: { failures: number; openMs: number };
  pollMs: number;
  /** Prefix of every offer's message (`<prefix>-w<job id>`). */
  messagePrefix: string;
}

/** The providers in their order of preference, each with its settings. */
export interface TradeConfig {
  providers: Provider[];
  market?: MarketConfig;
  steam?: SteamConfig;
}

type Env = z.infer<typeof schema>;
const missing = (provider: string, what: string) =>
  new Error(`Bad configuration: TRADE_PROVIDER=${provider} needs ${what} (docs/withdrawals.md)`);

/** The Steam bot's settings; throws naming what is missing. */
function steamConfigOf(e: Env, project: GameProject): SteamConfig {
  if (!e.STEAM_BOT_IDENTITY_SECRET)
    throw missing('steam', "STEAM_BOT_IDENTITY_SECRET (the bot account's identity secret)");
  let signIn: SteamSignIn;
  if (e.STEAM_BOT_WEB_COOKIES) {
    const cookies = e.STEAM_BOT_WEB_COOKIES.split(';')
      .map((c) => c.trim())
      .filter(Boolean);
    if (!cookies.some((c) => /^steamLoginSecure=\d+/.test(c)))
      throw missing('steam', 'a steamLoginSecure cookie in STEAM_BOT_WEB_COOKIES');
    signIn = { kind: 'cookies', cookies };
  } else {
    const absent = (
      ['STEAM_BOT_ACCOUNT_NAME', 'STEAM_BOT_PASSWORD', 'STEAM_BOT_SHARED_SECRET'] as const
    ).filter((k) => !e[k]);
    if (absent.length > 0)
      throw missing('steam', `${absent.join(', ')} (the bot's account), or STEAM_BOT_WEB_COOKIES`);
    signIn = {
      kind: 'account',
      accountName: e.STEAM_BOT_ACCOUNT_NAME!,
      password: e.STEAM_BOT_PASSWORD!,
      sharedSecret: e.STEAM_BOT_SHARED_SECRET!,
    };
  }
  return {
    communityUrl: e.STEAM_COMMUNITY_URL.replace(/\/$/, ''),
    apiUrl: e.STEAM_API_URL.replace(/\/$/, ''),
    appId: STEAM_APP_IDS[project],
    signIn,
    identitySecret: e.STEAM_BOT_IDENTITY_SECRET,
    ratePerS: e.STEAM_BOT_RATE_PER_S,
    timeoutMs: e.STEAM_BOT_TIMEOUT_MS,
    circuit: { failures: e.STEAM_BOT_CIRCUIT_FAILURES, openMs: e.STEAM_BOT_CIRCUIT_OPEN_MS },
    pollMs: e.STEAM_BOT_POLL_MS,
    messagePrefix: e.STEAM_BOT_MESSAGE_PREFIX ?? project,
  };
}

/** Reads the trade providers' variables; throws a readable error on bad values or a missing key. */
export function loadTradeConfig(env: NodeJS.ProcessEnv, project: GameProject): TradeConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Bad configuration: ${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  const providers = e.TRADE_PROVIDER;
  return {
    providers,
    ...(providers.includes('market') ? { market: marketConfigOf(e, project) } : {}),
    ...(providers.includes('steam') ? { steam: steamConfigOf(e, project) } : {}),
  };
}

/** The marketplace's settings; throws naming the key when it is missing. */
function marketConfigOf(e: Env, project: GameProject): MarketConfig {
  if (!e.MARKET_API_KEY) throw missing('market', 'MARKET_API_KEY (the marketplace API key)');
  return {
    apiUrl: (e.MARKET_API_URL ?? MARKET_API_URLS[project]).replace(/\/$/, ''),
    apiKey: e.MARKET_API_KEY,
    priceCeiling: e.MARKET_PRICE_CEILING,
    minBalanceKopecks: Math.round(e.MARKET_MIN_BALANCE_RUB * 100),
    ratePerS: e.MARKET_RATE_PER_S,
    timeoutMs: e.MARKET_TIMEOUT_MS,
    circuit: { failures: e.MARKET_CIRCUIT_FAILURES, openMs: e.MARKET_CIRCUIT_OPEN_MS },
    pollMs: e.MARKET_POLL_MS,
    customIdPrefix: e.MARKET_CUSTOM_ID_PREFIX ?? project,
  };
}
