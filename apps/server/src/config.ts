/**
 * Environment → typed config, validated at boot (STYLE "Config is validated at boot").
 * Relative DATA_DIR resolves against the directory npm was started from (the repo root for `npm start`).
 */
import path from 'node:path';
import { z } from 'zod';
import { loadItemGamesConfig, type ItemGamesConfig } from './item-games-config.ts';
import { loadEngagementConfig, type EngagementConfig } from './engagement-config.ts';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL connections each server process keeps at most (bench/README.md for the measured choice). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Base of every absolute link (payment pages, OAuth callbacks); required with a sign-in provider. */
  PUBLIC_URL: z.string().url().optional(),
  /** Which proxies' X-Forwarded-* headers to believe: off (default), a hop count, or addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(false|true|\d{1,2}|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/,
      'false, a hop count or a list of addresses',
    )
    .default('false'),
  /** The sandbox provider (credits without paying): on in the embedded default, off with DATABASE_URL unless `true`. */
  PAYMENTS_SANDBOX: z.enum(['true', 'false', '1', '0']).optional(),
  /** YooKassa (cards and ЮMoney in Russia): shop id and secret key; on when both are set. */
  YOOKASSA_SHOP_ID: z.string().min(1).max(64).optional(),
  YOOKASSA_SECRET_KEY: z.string().min(1).max(200).optional(),
  YOOKASSA_API_URL: z.string().url().default('https://api.yookassa.ru/v3'),
  /**
   * A real provider's pending order is first asked about after this many seconds, then after twice
   * as long each time (the job queue's backoff, modules/payments/reconcile.ts).
   */
  PAYMENTS_RECONCILE_DELAY_S: z.coerce.number().int().min(1).default(60),
  /** Seed one promo code of each kind (named in the README); on in the embedded default. */
  PROMO_DEMO_CODES: z.enum(['true', 'false', '1', '0']).optional(),
  /** Signs the sandbox callback; generated on first start and kept in the database when unset. */
  PAYMENTS_SANDBOX_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` (readable lines, the default on a terminal) or `json` (one object a line, for collectors). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  WEB_DIST: z.string().optional(),
  /** `name=true|false,…` over the spec's defaults (spec 000 §1), e.g. `battles=false`. */
  FEATURE_FLAGS: z
    .string()
    .regex(/^([a-z_]+=(true|false))?(,[a-z_]+=(true|false))*$/)
    .default('provably_fair=true'),
  /** Comma-separated header items to hide (spec 000 §1). */
  HIDDEN_HEADER_ITEMS: z.string().default(''),
  REDIRECT_TO_WELCOME: bool(false),
  /** Hides the Steam sign-in button (spec 000 §1 "a profile option can hide the Steam login"). */
  HIDE_STEAM_LOGIN: bool(false),
  /** Signs the sign-in hand-off cookie and realtime tokens; generated and kept in the database when unset. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** Lifetime of a bearer session in days, extended by every use (sliding). */
  SESSION_TTL_DAYS: z.coerce.number().min(0.001).max(3650).default(30),
  /** Free and level cases need a deposit within this many days (0 = no requirement). */
  FREE_CASE_DEPOSIT_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** Withdrawing to Steam needs lifetime deposits of at least this many roubles (0 = no requirement). */
  WITHDRAW_MIN_DEPOSIT_RUB: z.coerce.number().min(0).max(1_000_000).default(100),
  /** Anonymous analytics batches per client address per minute (0 = off). */
  RATE_LIMIT_ANALYTICS_PER_MIN: z.coerce.number().int().min(0).default(60),
  /** Sign-ups (quick and OAuth) allowed per client address per minute; 0 turns the limit off. */
  RATE_LIMIT_SIGNUP_PER_MIN: z.coerce.number().int().min(0).default(120),
  /** Password sign-in attempts per client address and login per minute; 0 turns the limit off. */
  RATE_LIMIT_LOGIN_PER_MIN: z.coerce.number().int().min(0).default(10),
  STEAM_OPENID: bool(false),
  STEAM_OPENID_IDENTIFIER: z.string().url().default('https://steamcommunity.com/openid'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  VK_CLIENT_ID: z.string().optional(),
  VK_CLIENT_SECRET: z.string().optional(),
  VK_AUTH_URL: z.string().url().default('https://oauth.vk.com/authorize'),
  VK_TOKEN_URL: z.string().url().default('https://oauth.vk.com/access_token'),
  VK_USERINFO_URL: z.string().url().default('https://api.vk.com/method/users.get'),
  /** Set on every process of a cluster: realtime fan-out through the socket.io Redis adapter. */
  REDIS_URL: z.string().url().optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  ADMISSION_CONCURRENCY: z.coerce.number().int().min(0).optional(),
  ADMISSION_MAX_WAIT_MS: z.coerce.number().int().min(1).default(5000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Run the job queue's handlers in this process (platform/jobs.ts); false only sends jobs. */
  JOBS_WORKER: bool(true),
  /** How often an idle job worker asks for due jobs (s, at least 0.5). */
  JOBS_POLL_S: z.coerce.number().min(0.5).max(60).default(2),
  /** How often runs whose process died (past their queue's time limit) are failed and retried (s). */
  JOBS_MAINTENANCE_S: z.coerce.number().int().min(1).max(3600).default(30),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Item withdrawals per user per rolling hour (`tooManyWithdrawals` past it). */
  WITHDRAW_HOURLY_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Run the withdrawal worker in this process. */
  WITHDRAW_WORKER: bool(true),
  WITHDRAW_POLL_MS: z.coerce.number().int().min(10).default(1_000),
  /** A withdrawal step running longer than this (s) is taken for dead and retried (its process died). */
  WITHDRAW_STEP_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(60),
  /** Simulated trade bot: delay before the offer is sent, and before the player answers it (ms). */
  STEAM_BOT_SEND_DELAY_MS: z.coerce.number().int().min(0).default(3_000),
  STEAM_BOT_ACCEPT_DELAY_MS: z.coerce.number().int().min(0).default(15_000),
  /** Simulated trade bot: share of offers that fail to send, and of sent offers that are cancelled. */
  STEAM_BOT_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0.05),
  STEAM_BOT_CANCEL_RATE: z.coerce.number().min(0).max(1).default(0.1),
  /** How often the sale queue sweeps for queued sales (ms); a queued sale also starts it at once. */
  SALE_QUEUE_POLL_MS: z.coerce.number().int().min(10).default(2_000),
  /** Look up each item's real icon on the Steam Community market and serve it (cached) instead of the drawn art. */
  STEAM_ICONS: bool(false),
  /** Base of the Steam Community market (tests point it at a local fake). */
  STEAM_MARKET_URL: z.string().url().default('https://steamcommunity.com'),
  /** Base of Steam's item image CDN (`<base>/economy/image/<icon_url>/360fx360f`). */
  STEAM_IMAGE_URL: z.string().url().default('https://community.cloudflare.steamstatic.com'),
  /** Pause between two market look-ups (ms); the market allows about 20 a minute. */
  STEAM_ICONS_INTERVAL_MS: z.coerce.number().int().min(10).default(4_000),
  /** Base path of the battles service (spec 001 §7 "base path /battles"; ARCHITECTURE wire contract). */
  BATTLES_BASE: z
    .string()
    .regex(/^\/[a-z0-9-]+$/, 'a path like /battles-api')
    .default('/battles-api'),
  /** Battles (issue 10): round r is revealed at the start + r × this (ms). */
  BATTLE_ROUND_MS: z.coerce.number().int().min(20).max(60_000).default(5_000),
  /** An unfilled battle is cancelled and refunded this many minutes after its creation. */
  BATTLE_EXPIRE_MIN: z.coerce.number().min(0.001).max(1_440).default(30),
  /** Rounds a battle may have (spec 001 §3 `maxRounds`, default 50). */
  BATTLE_MAX_ROUNDS: z.coerce.number().int().min(1).max(100).default(50),
  /** Run the battles' durable timers (settle due battles, cancel expired ones; the job queue) here. */
  BATTLE_WORKER: bool(true),
  /** Emoji a member may send per minute (`tooManyRequests` past it). */
  BATTLE_EMOJI_PER_MIN: z.coerce.number().int().min(1).default(20),
});

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
  /** PostgreSQL pool size per process. */
  databasePoolSize: number;
  /**
   * PUBLIC_URL without a trailing slash: the base of every absolute link. Defaults to
   * `http://localhost:<PORT>` when no sign-in provider needs a public address.
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
    yookassa: { shopId: string; secretKey: string; apiUrl: string } | undefined;
    /** The first check of a real provider's pending order (s); the queue doubles it each retry. */
    reconcileDelaySeconds: number;
    demoPromoCodes: boolean;
  };
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
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
  rateLimit: { signUpPerMin: number; loginPerMin: number; analyticsPerMin: number };
  /** REDIS_URL, or undefined for in-process realtime fan-out. */
  redisUrl: string | undefined;
  /**
   * Operating (issue 14): the bearer token `GET /metrics` asks for (undefined = open, for a private
   * network), and the mean event-loop delay in ms past which requests answer 503 `busy` (0 = off;
   * default 1000 with DATABASE_URL, off on the embedded database).
   */
  ops: {
    metricsToken: string | undefined;
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
  };
  /** Withdrawals to Steam (spec 001 §4); delays in ms, rates in [0, 1]. */
  withdrawals: {
    hourlyLimit: number;
    worker: boolean;
    pollMs: number;
    stepTimeoutS: number;
    bot: { sendDelayMs: number; acceptDelayMs: number; failureRate: number; cancelRate: number };
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
    marketUrl: string;
    imageUrl: string;
    intervalMs: number;
    dir: string;
  };
}

function trustProxyOf(v: string): Config['trustProxy'] {
  if (v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v.split(',').map((s) => s.trim());
}

function oauthOf(
  clientId: string | undefined,
  clientSecret: string | undefined,
  urls: Pick<OAuthProviderConfig, 'authUrl' | 'tokenUrl' | 'userinfoUrl'>,
): OAuthProviderConfig | undefined {
  return clientId && clientSecret ? { clientId, clientSecret, ...urls } : undefined;
}

/** Reads and validates the environment; throws a readable error on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Bad configuration: ${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  const base = env.INIT_CWD ?? process.cwd();
  const google = oauthOf(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, {
    authUrl: e.GOOGLE_AUTH_URL,
    tokenUrl: e.GOOGLE_TOKEN_URL,
    userinfoUrl: e.GOOGLE_USERINFO_URL,
  });
  const vk = oauthOf(e.VK_CLIENT_ID, e.VK_CLIENT_SECRET, {
    authUrl: e.VK_AUTH_URL,
    tokenUrl: e.VK_TOKEN_URL,
    userinfoUrl: e.VK_USERINFO_URL,
  });
  if (!e.PUBLIC_URL && (e.STEAM_OPENID || google || vk))
    throw new Error(
      'Bad configuration: PUBLIC_URL is required when a sign-in provider is configured (the provider returns the browser there), e.g. PUBLIC_URL=https://cases.example',
    );
  if (e.WORKERS > 1 && (!e.DATABASE_URL || !e.REDIS_URL))
    throw new Error(
      'Bad configuration: WORKERS > 1 needs DATABASE_URL (the embedded database belongs to one process) and REDIS_URL (live events and rate limits across processes)',
    );
  const sandbox =
    e.PAYMENTS_SANDBOX === undefined
      ? !e.DATABASE_URL
      : e.PAYMENTS_SANDBOX === 'true' || e.PAYMENTS_SANDBOX === '1';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    payments: {
      sandbox,
      sandboxSecret: e.PAYMENTS_SANDBOX_SECRET ?? '',
      yookassa:
        e.YOOKASSA_SHOP_ID && e.YOOKASSA_SECRET_KEY
          ? {
              shopId: e.YOOKASSA_SHOP_ID,
              secretKey: e.YOOKASSA_SECRET_KEY,
              apiUrl: e.YOOKASSA_API_URL.replace(/\/$/, ''),
            }
          : undefined,
      reconcileDelaySeconds: e.PAYMENTS_RECONCILE_DELAY_S,
      demoPromoCodes:
        e.PROMO_DEMO_CODES === undefined
          ? !e.DATABASE_URL
          : e.PROMO_DEMO_CODES === 'true' || e.PROMO_DEMO_CODES === '1',
    },
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_FORMAT ? e.LOG_FORMAT === 'pretty' : process.stdout.isTTY === true,
    webDist: e.WEB_DIST ? path.resolve(base, e.WEB_DIST) : undefined,
    ui: {
      featureFlags: Object.fromEntries(
        e.FEATURE_FLAGS.split(',')
          .filter(Boolean)
          .map((kv) => [kv.split('=')[0]!, kv.endsWith('=true')]),
      ),
      hiddenHeaderItems: e.HIDDEN_HEADER_ITEMS.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      redirectToWelcome: e.REDIRECT_TO_WELCOME,
      hideSteamLogin: e.HIDE_STEAM_LOGIN,
    },
    rateLimit: {
      signUpPerMin: e.RATE_LIMIT_SIGNUP_PER_MIN,
      loginPerMin: e.RATE_LIMIT_LOGIN_PER_MIN,
      analyticsPerMin: e.RATE_LIMIT_ANALYTICS_PER_MIN,
    },
    auth: {
      secret: e.AUTH_SECRET ?? '',
      sessionTtlS: Math.round(e.SESSION_TTL_DAYS * 86_400),
      steam: e.STEAM_OPENID ? { identifier: e.STEAM_OPENID_IDENTIFIER } : undefined,
      google,
      vk,
    },
    redisUrl: e.REDIS_URL,
    ops: {
      metricsToken: e.METRICS_TOKEN,
      // Shedding is for the PostgreSQL deployment; in-process PGlite blocks the loop by design.
      overloadEventLoopDelayMs: e.OVERLOAD_EVENT_LOOP_DELAY_MS ?? (e.DATABASE_URL ? 1000 : 0),
      admission: {
        concurrency: e.ADMISSION_CONCURRENCY ?? (e.DATABASE_URL ? 0 : 8),
        maxWaitMs: e.ADMISSION_MAX_WAIT_MS,
      },
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
      jobs: {
        work: e.JOBS_WORKER,
        pollSeconds: e.JOBS_POLL_S,
        maintenanceSeconds: e.JOBS_MAINTENANCE_S,
      },
      workers: e.WORKERS,
    },
    withdrawals: {
      hourlyLimit: e.WITHDRAW_HOURLY_LIMIT,
      worker: e.WITHDRAW_WORKER,
      pollMs: e.WITHDRAW_POLL_MS,
      stepTimeoutS: e.WITHDRAW_STEP_TIMEOUT_S,
      bot: {
        sendDelayMs: e.STEAM_BOT_SEND_DELAY_MS,
        acceptDelayMs: e.STEAM_BOT_ACCEPT_DELAY_MS,
        failureRate: e.STEAM_BOT_FAILURE_RATE,
        cancelRate: e.STEAM_BOT_CANCEL_RATE,
      },
    },
    saleQueue: { pollMs: e.SALE_QUEUE_POLL_MS },
    deposits: {
      freeCaseDays: e.FREE_CASE_DEPOSIT_DAYS,
      withdrawMinKopecks: Math.round(e.WITHDRAW_MIN_DEPOSIT_RUB * 100),
    },
    itemGames: loadItemGamesConfig(env),
    engagement: loadEngagementConfig(env, path.resolve(base, e.DATA_DIR)),
    battles: {
      base: e.BATTLES_BASE,
      roundMs: e.BATTLE_ROUND_MS,
      expireMs: Math.round(e.BATTLE_EXPIRE_MIN * 60_000),
      maxRounds: e.BATTLE_MAX_ROUNDS,
      worker: e.BATTLE_WORKER,
      emojiPerMin: e.BATTLE_EMOJI_PER_MIN,
    },
    steamIcons: {
      enabled: e.STEAM_ICONS,
      marketUrl: e.STEAM_MARKET_URL.replace(/\/$/, ''),
      imageUrl: e.STEAM_IMAGE_URL.replace(/\/$/, ''),
      intervalMs: e.STEAM_ICONS_INTERVAL_MS,
      dir: path.join(path.resolve(base, e.DATA_DIR), 'steam-icons'),
    },
  };
}
