/**
 * The typed configuration every module receives (`AppDeps.config`), built from the environment by
 * `loadConfig` (config.ts). Delays in ms unless a name says seconds, money in kopecks.
 */
import type { GameProject } from '@cases/domain/projects';
import type { Env } from './config-env.ts';
import type { PgLimits } from './db/client.ts';
import type { EngagementConfig } from './engagement-config.ts';
import type { ItemGamesConfig } from './item-games-config.ts';
import type { ShopsConfig } from './shops-config.ts';
import type { TradeConfig } from './trade-config.ts';
import type { CatalogConfig } from './catalog-config.ts';
import type { ExperimentsConfig } from './experiments-config.ts';

/** An OAuth 2 provider's endpoints and credentials. */
export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute folder of the embedded database (PGlite lives in `<dataDir>/pg`). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_OWNER_URL: the tables' owner, which migrates and grants `databaseUrl`'s role its rights. */
  databaseOwnerUrl: string | undefined;
  /** PostgreSQL pool size per process. */
  databasePoolSize: number;
  /** Server-side limits on every pooled PostgreSQL session (db/client.ts `PgLimits`). */
  databaseLimits: PgLimits;
  /** The game project served (GAME_PROJECT) and its Steam app id (570 or 730): market links, icon lookups. */
  project: { id: GameProject; appId: number };
  /**
   * The project switcher (issue 34, decision 019): each project's public address (PROJECTS, this one
   * included when listed) and the shared key of the one-time hand-off tokens (PROJECT_HANDOFF_SECRET).
   */
  projects: { links: { id: GameProject; url: string }[]; handoffSecret: string | null };
  /**
   * PUBLIC_URL without a trailing slash: the base of every absolute link. Defaults to the listening
   * address `http://<HOST>:<PORT>` (public-url.ts) when no sign-in provider needs a public address.
   */
  publicUrl: string;
  /**
   * Fastify's `trustProxy`: false, true, the addresses / CIDR ranges of trusted proxies, or for a hop
   * count N a function trusting the N nearest hops (the socket peer is hop 0).
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** `sandboxSecret` is '' until `withSecrets` fills it from the environment or the database. */
  payments: {
    sandbox: boolean;
    sandboxSecret: string;
    /** `notifyFrom`: the addresses / CIDR ranges notifications may come from, or 'any'. */
    yookassa:
      | { shopId: string; secretKey: string; apiUrl: string; notifyFrom: 'any' | string[] }
      | undefined;
    /** The first check of a real provider's pending order (s); the queue doubles it each retry. */
    reconcileDelaySeconds: number;
    demoPromoCodes: boolean;
    /** PROMO_INSTANT_CAP_RUB in kopecks: the most an instant code saved in the console pays out in all. */
    instantPromoCapKopecks: number;
    /** PROMO_INSTANT_DAILY_CAP_RUB in kopecks: what one staff member's instant codes of a UTC day pay out in all. */
    instantPromoDailyCapKopecks: number;
  };
  /** Whether the server offers the first owner's setup code (CONSOLE_SETUP_CODE; modules/console/setup.ts). */
  consoleSetupCode: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Readable logs on a terminal, JSON lines otherwise (LOG_FORMAT overrides). */
  logPretty: boolean;
  /** Absolute folder of the built web app, or undefined to serve the API only. */
  webDist: string | undefined;
  ui: {
    featureFlags: Record<string, boolean>;
    hiddenHeaderItems: string[];
    redirectToWelcome: boolean;
    /** Steam sign-in stays working for links already out, but is no longer offered. */
    hideSteamLogin: boolean;
  };
  /** Sign-in providers: each is present only when configured (spec 000 §1 steam, google, vk). */
  auth: {
    /** '' until `withSecrets` fills it from the environment or the database. */
    secret: string;
    /** Session lifetime in seconds, extended on use. */
    sessionTtlS: number;
    steam: { identifier: string } | undefined;
    google: OAuthProviderConfig | undefined;
    vk: OAuthProviderConfig | undefined;
  };
  /** Requests per minute (0 = unlimited); counted in Redis when REDIS_URL is set, else per process. */
  rateLimit: {
    signUpPerMin: number;
    loginPerMin: number;
    analyticsPerMin: number;
    promoLookupPerMin: number;
    paymentNotifyPerMin: number;
  };
  /** REDIS_URL, or undefined for in-process realtime fan-out. */
  redisUrl: string | undefined;
  /**
   * Operating (issue 14): the bearer token `GET /metrics` asks for (undefined = open, for a private
   * network), and the mean event-loop delay in ms past which requests answer 503 `busy` (0 = off;
   * default 1000 with DATABASE_URL, off on the embedded database).
   */
  ops: {
    metricsToken: string | undefined;
    /** Error reporting (issue 31, spec 000 §7): Sentry's DSN and environment; null = nothing loaded or sent. */
    errorReporting: { dsn: string; environment: string } | null;
    overloadEventLoopDelayMs: number;
    /**
     * Fair bounded admission of API requests (platform/admission.ts): how many run at once (0 = off;
     * default 8 on the embedded database, off on PostgreSQL) and the longest wait before 503 busy (ms).
     */
    admission: { concurrency: number; maxWaitMs: number };
    /** How long a graceful shutdown may take before the process exits anyway (ms). */
    shutdownTimeoutMs: number;
    /** The durable job queue (platform/jobs.ts): handlers run here, idle poll interval (s). */
    jobs: { work: boolean; pollSeconds: number; maintenanceSeconds: number };
    /** Server processes `npm start` runs on one port (node:cluster); > 1 needs PostgreSQL and Redis. */
    workers: number;
    /** A test server's due-work hook (TEST_HOOKS; platform/due-work.ts); never with NODE_ENV=production. */
    testHooks: boolean;
  };
  /** Withdrawals to Steam (spec 001 §4); delays in ms, rates in [0, 1]. */
  withdrawals: {
    hourlyLimit: number;
    /** Accounts one Steam login may be saved on (STEAM_LOGIN_MAX_ACCOUNTS). */
    steamLoginMaxAccounts: number;
    worker: boolean;
    pollMs: number;
    stepTimeoutS: number;
    bot: { sendDelayMs: number; acceptDelayMs: number; failureRate: number; cancelRate: number };
    /** Who delivers: the simulated bot or the marketplace (TRADE_PROVIDER, issue 46). */
    trade: TradeConfig;
  };
  /** Sales of more than SELL_INSTANT_MAX items (spec 001 §4 Sell): sweep interval in ms. */
  saleQueue: { pollMs: number };
  /** Free-case farming guards (issue 8): days for the recent deposit (0 = off); kopecks of lifetime deposits. */
  deposits: { freeCaseDays: number; withdrawMinKopecks: number };
  /**
   * Real item icons from the Steam Community market (docs/decisions/005-item-art.md): off by default;
   * bases without a trailing slash; `dir` the absolute folder of the cached images; `intervalMs`
   * the pause between look-ups.
   */
  /** Upgrades, contracts and Techies mines (issue 11): house edges, limits (item-games-config.ts). */
  itemGames: ItemGamesConfig;
  /** Leaderboards, missions, mail, web push and daily cases (issue 13, engagement-config.ts). */
  engagement: EngagementConfig;
  /** Offers, personal-offer triggers, the secret shop and skin exchange (issue 29, shops-config.ts). */
  shops: ShopsConfig;
  /** The RTP bounds a paid case keeps to be published from the console (issue 30, catalog-config.ts). */
  catalog: CatalogConfig;
  /** The experiments' defaults (spec 001 §7 change-min-sum; experiments-config.ts). */
  experiments: ExperimentsConfig;
  /**
   * Case battles (issue 10): the service's base path, the round duration and expiry (ms), the rounds
   * limit, whether this process runs the durable timers (settle, expire) and the emoji rate per member per minute.
   */
  battles: {
    base: string;
    roundMs: number;
    expireMs: number;
    maxRounds: number;
    worker: boolean;
    emojiPerMin: number;
  };
  steamIcons: {
    enabled: boolean;
    /** The project's Steam app id, the market search's `appid`. */
    appId: number;
    marketUrl: string;
    imageUrl: string;
    intervalMs: number;
    dir: string;
  };
}
