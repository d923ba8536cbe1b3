/**
 * Environment → typed config, validated at boot (STYLE "Config is validated at boot").
 * Relative DATA_DIR resolves against the directory npm was started from (the repo root for `npm start`).
 */
import path from 'node:path';
import { PROJECTS, type GameProject } from '@cases/domain/projects';
import { z } from 'zod';
import { envSchema } from './config-env.ts';
import type { Config, OAuthProviderConfig } from './config-types.ts';
import { loadItemGamesConfig } from './item-games-config.ts';
import { loadEngagementConfig } from './engagement-config.ts';
import { loadShopsConfig } from './shops-config.ts';
import { loadTradeConfig } from './trade-config.ts';
import { loadCatalogConfig } from './catalog-config.ts';
import { loadExperimentsConfig } from './experiments-config.ts';
import { defaultPublicUrl } from './public-url.ts';

export type { Config, OAuthProviderConfig } from './config-types.ts';

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

/** PROJECTS (`dota=https://…,cs=https://…`, checked by its pattern) as a list, each project once, no trailing `/`. */
function projectLinks(v: string | undefined): Config['projects']['links'] {
  const links: Config['projects']['links'] = [];
  for (const pair of v ? v.split(',') : []) {
    const [id, url] = pair.trim().split(/=(.*)/s) as [GameProject, string];
    if (links.some((l) => l.id === id))
      throw new Error(`Bad configuration: PROJECTS names ${id} twice`);
    links.push({ id, url: new URL(url).origin });
  }
  return links;
}

/** Reads and validates the environment; throws a readable error on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
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
  const links = projectLinks(e.PROJECTS);
  if (links.some((l) => l.id !== e.GAME_PROJECT) && !e.PROJECT_HANDOFF_SECRET)
    throw new Error(
      'Bad configuration: PROJECTS names another project: PROJECT_HANDOFF_SECRET (32+ characters, the same on every project backend) signs the hand-off to it',
    );
  if (e.TEST_HOOKS && e.NODE_ENV === 'production')
    throw new Error(
      'Bad configuration: TEST_HOOKS runs waiting work on request, for test servers only; it is refused with NODE_ENV=production',
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
    databaseOwnerUrl: e.DATABASE_OWNER_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseLimits: {
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_MS,
    },
    project: { id: e.GAME_PROJECT, appId: PROJECTS[e.GAME_PROJECT].appId },
    projects: { links, handoffSecret: e.PROJECT_HANDOFF_SECRET ?? null },
    // Unset: the address the server listens on (issue 31), so a shop opened on 127.0.0.1 stays there.
    publicUrl: (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).replace(/\/$/, ''),
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
              notifyFrom:
                e.YOOKASSA_NOTIFY_IPS === 'any'
                  ? 'any'
                  : e.YOOKASSA_NOTIFY_IPS.split(',').map((a) => a.trim()),
            }
          : undefined,
      reconcileDelaySeconds: e.PAYMENTS_RECONCILE_DELAY_S,
      demoPromoCodes:
        e.PROMO_DEMO_CODES === undefined
          ? !e.DATABASE_URL
          : e.PROMO_DEMO_CODES === 'true' || e.PROMO_DEMO_CODES === '1',
      instantPromoCapKopecks: Math.round(e.PROMO_INSTANT_CAP_RUB * 100),
      instantPromoDailyCapKopecks: Math.round(e.PROMO_INSTANT_DAILY_CAP_RUB * 100),
    },
    consoleSetupCode:
      e.CONSOLE_SETUP_CODE === undefined
        ? !e.DATABASE_URL
        : e.CONSOLE_SETUP_CODE === 'true' || e.CONSOLE_SETUP_CODE === '1',
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
      promoLookupPerMin: e.RATE_LIMIT_PROMO_LOOKUP_PER_MIN,
      paymentNotifyPerMin: e.RATE_LIMIT_PAYMENT_NOTIFY_PER_MIN,
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
      errorReporting: e.SENTRY_DSN
        ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT }
        : null,
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
      testHooks: e.TEST_HOOKS,
    },
    withdrawals: {
      hourlyLimit: e.WITHDRAW_HOURLY_LIMIT,
      steamLoginMaxAccounts: e.STEAM_LOGIN_MAX_ACCOUNTS,
      worker: e.WITHDRAW_WORKER,
      pollMs: e.WITHDRAW_POLL_MS,
      stepTimeoutS: e.WITHDRAW_STEP_TIMEOUT_S,
      bot: {
        sendDelayMs: e.STEAM_BOT_SEND_DELAY_MS,
        acceptDelayMs: e.STEAM_BOT_ACCEPT_DELAY_MS,
        failureRate: e.STEAM_BOT_FAILURE_RATE,
        cancelRate: e.STEAM_BOT_CANCEL_RATE,
      },
      trade: loadTradeConfig(env, e.GAME_PROJECT),
    },
    saleQueue: { pollMs: e.SALE_QUEUE_POLL_MS },
    deposits: {
      freeCaseDays: e.FREE_CASE_DEPOSIT_DAYS,
      withdrawMinKopecks: Math.round(e.WITHDRAW_MIN_DEPOSIT_RUB * 100),
    },
    itemGames: loadItemGamesConfig(env),
    engagement: loadEngagementConfig(env, path.resolve(base, e.DATA_DIR), e.GAME_PROJECT),
    shops: loadShopsConfig(env),
    catalog: loadCatalogConfig(env),
    experiments: loadExperimentsConfig(env),
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
      appId: PROJECTS[e.GAME_PROJECT].appId,
      marketUrl: e.STEAM_MARKET_URL.replace(/\/$/, ''),
      imageUrl: e.STEAM_IMAGE_URL.replace(/\/$/, ''),
      intervalMs: e.STEAM_ICONS_INTERVAL_MS,
      dir: path.join(path.resolve(base, e.DATA_DIR), 'steam-icons'),
    },
  };
}
