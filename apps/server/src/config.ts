/**
 * Environment → typed config, validated at boot (STYLE "Config is validated at boot").
 * Relative DATA_DIR resolves against the directory npm was started from (the repo root for `npm start`).
 */
import path from 'node:path';
import { z } from 'zod';

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
  PUBLIC_URL: z.string().url().optional(),
  PAYMENTS_SANDBOX: bool(true),
  PAYMENTS_SANDBOX_SECRET: z.string().min(16).default('sandbox-callback-secret-change-me'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** `name=true|false,…` over the spec's defaults (spec 000 §1), e.g. `battles=false`. */
  FEATURE_FLAGS: z
    .string()
    .regex(/^([a-z_]+=(true|false))?(,[a-z_]+=(true|false))*$/)
    .default('provably_fair=true'),
  /** Comma-separated header items to hide (spec 000 §1). */
  HIDDEN_HEADER_ITEMS: z.string().default(''),
  REDIRECT_TO_WELCOME: bool(false),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute folder of the embedded database (PGlite lives in `<dataDir>/pg`). */
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  payments: { sandbox: boolean; sandboxSecret: string };
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  /** Absolute folder of the built web app, or undefined to serve the API only. */
  webDist: string | undefined;
  ui: {
    featureFlags: Record<string, boolean>;
    hiddenHeaderItems: string[];
    redirectToWelcome: boolean;
  };
}

/** Reads and validates the environment; throws a readable error on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Bad configuration: ${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  const base = env.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    payments: { sandbox: e.PAYMENTS_SANDBOX, sandboxSecret: e.PAYMENTS_SANDBOX_SECRET },
    logLevel: e.LOG_LEVEL,
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
    },
  };
}
