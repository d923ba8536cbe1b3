/**
 * The environment variables the server reads, with their defaults and bounds (zod), validated at boot
 * by `loadConfig` (config.ts). Each variable's meaning is on its line and in README "Configuration".
 */
import { GAME_PROJECTS } from '@cases/domain/projects';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

/** YooKassa's published notification sources (yookassa.ru/developers/using-api/webhooks). */
export const YOOKASSA_PUBLISHED_IPS =
  '185.71.76.0/27,185.71.77.0/27,77.75.153.0/25,77.75.156.11,77.75.156.35,77.75.154.128/25,2a02:5180::/32';

export const envSchema = z.object({
  /** The game project this backend serves (issue 34, decision 019): `dota` (default) or `cs`. */
  GAME_PROJECT: z.enum(GAME_PROJECTS).default('dota'),
  /**
   * The project switcher's list (issue 34): `dota=https://dota.example,cs=https://cs.example`, each
   * project's public address; the header offers the others when it names more than this one.
   */
  PROJECTS: z
    .string()
    .regex(
      new RegExp(
        `^(${GAME_PROJECTS.join('|')})=https?://[^,\\s]+(,\\s*(${GAME_PROJECTS.join('|')})=https?://[^,\\s]+)*$`,
      ),
      'project=address pairs, e.g. dota=https://dota.example,cs=https://cs.example',
    )
    .optional(),
  /** Signs the switcher's one-time hand-off tokens; the same on every project's backend (32+ characters). */
  PROJECT_HANDOFF_SECRET: z.string().min(32).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * The role that owns the shop's tables (issue 44, docs/operations.md "Database roles"): the migrations run as it,
   * and it grants DATABASE_URL's role rows only (no DDL, the audit log and case revisions append-only). Unset:
   * DATABASE_URL's role owns what it migrates.
   */
  DATABASE_OWNER_URL: z.string().url().optional(),
  /** PostgreSQL connections each server process keeps at most (bench/README.md for the measured choice). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Longest a PostgreSQL statement may run, lock waits included (ms; 0 = no limit). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  /** Longest a PostgreSQL transaction may sit idle before the server ends its session (ms; 0 = no limit). */
  DATABASE_IDLE_IN_TRANSACTION_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** Base of every absolute link (payment pages, OAuth callbacks); required with a sign-in provider; default http://HOST:PORT. */
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
  /**
   * The first owner's setup code (issue 48; docs/console.md "First owner"): while no console owner exists, the server
   * logs a one-time code that makes a signed-in shop account the owner at /admin/setup. On in the embedded default
   * (its database belongs to the running shop, so `npm run admin` needs it stopped), off with DATABASE_URL (the
   * command line works beside the shop there) unless `true`.
   */
  CONSOLE_SETUP_CODE: z.enum(['true', 'false', '1', '0']).optional(),
  /** YooKassa (cards and ЮMoney in Russia): shop id and secret key; on when both are set. */
  YOOKASSA_SHOP_ID: z.string().min(1).max(64).optional(),
  YOOKASSA_SECRET_KEY: z.string().min(1).max(200).optional(),
  YOOKASSA_API_URL: z.string().url().default('https://api.yookassa.ru/v3'),
  /**
   * Where YooKassa's notifications may come from: `any`, or addresses / CIDR ranges (default: the
   * ranges YooKassa publishes); behind a trusted proxy the client address counts (TRUST_PROXY).
   */
  YOOKASSA_NOTIFY_IPS: z
    .string()
    .regex(/^(any|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/, '`any` or a list of addresses')
    .default(YOOKASSA_PUBLISHED_IPS),
  /**
   * A real provider's pending order is first asked about after this many seconds, then after twice
   * as long each time (the job queue's backoff, modules/payments/reconcile.ts).
   */
  PAYMENTS_RECONCILE_DELAY_S: z.coerce.number().int().min(1).default(60),
  /** Seed one promo code of each kind (named in the README); on in the embedded default. */
  PROMO_DEMO_CODES: z.enum(['true', 'false', '1', '0']).optional(),
  /**
   * The most an instant promo code saved in the console may pay out in all, roubles: its sum × its uses (issue 44:
   * content staff must not mint money). A code without a use limit is over any cap.
   */
  PROMO_INSTANT_CAP_RUB: z.coerce.number().min(0).max(100_000_000).default(10_000),
  /**
   * The most one staff member's instant promo codes saved on a UTC day may pay out in all, roubles (issue 44). A
   * code over either cap is saved waiting for a second staff member with `money.adjust` to approve it.
   */
  PROMO_INSTANT_DAILY_CAP_RUB: z.coerce.number().min(0).max(100_000_000).default(20_000),
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
  /** Promo code look-ups per client address (guest) or per player (signed in) per minute; 0 = off. */
  RATE_LIMIT_PROMO_LOOKUP_PER_MIN: z.coerce.number().int().min(0).default(30),
  /** Payment notifications per client address per minute (each may ask the provider once); 0 = off. */
  RATE_LIMIT_PAYMENT_NOTIFY_PER_MIN: z.coerce.number().int().min(0).default(300),
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
  /** Error reporting (Sentry) for the server and the web app; nothing is loaded or sent when unset. */
  SENTRY_DSN: z.string().url().optional(),
  /** The environment name the error reports carry (e.g. production, staging). */
  SENTRY_ENVIRONMENT: z.string().max(64).default('production'),
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
  /**
   * A test server's hooks (issue 42, platform/due-work.ts): `POST /v1/test/due/:work` runs waiting work
   * now. Off by default; refused with NODE_ENV=production.
   */
  TEST_HOOKS: bool(false),
  NODE_ENV: z.string().max(32).optional(),
  /** Item withdrawals per user per rolling hour (`tooManyWithdrawals` past it). */
  WITHDRAW_HOURLY_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Accounts one Steam login may be saved on (`steamLogin` past it; spec 000 §8 "too many Steam login uses"). */
  STEAM_LOGIN_MAX_ACCOUNTS: z.coerce.number().int().min(1).max(100).default(3),
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

export type Env = z.infer<typeof envSchema>;
