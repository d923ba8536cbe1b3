/**
 * The shop under test, started as its own process group (`tsx apps/server/src/main.ts`), and its
 * players. PGlite in a temporary folder, or PostgreSQL when `databaseUrl` is given; `workers` > 1
 * runs node:cluster (needs REDIS_URL). Players are funded through the sandbox provider.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Shop {
  base: string;
  stop(): Promise<void>;
  /** Resident memory (kB) of every process in the shop's group, by pid. */
  pids(): number[];
  /** The embedded database's folder (`<DATA_DIR>/pg`) when it runs on PGlite. */
  pgliteDir?: string;
}

export interface ShopOptions {
  port: number;
  databaseUrl?: string;
  redisUrl?: string;
  workers?: number;
  env?: Record<string, string>;
}

/**
 * The server's Node flags, read from apps/server's `start` script (the Dockerfile gives the same):
 * today a young generation of up to 64 MB per semi-space and an old generation that may grow to three
 * times what a full collection kept, so full collections come seldom under load (bench/README.md
 * "Garbage collection", "Full collections and the sweep"). BENCH_SERVER_FLAGS replaces them (an empty
 * string: Node's defaults).
 */
export const SERVER_FLAGS = (
  JSON.parse(readFileSync('apps/server/package.json', 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(' ')
  .filter((arg) => arg.startsWith('--'));

/** Starts the shop and waits until it answers (2 minutes at most). */
export async function startShop(o: ShopOptions): Promise<Shop> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(o.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    WEB_DIST: '/nonexistent',
    PAYMENTS_SANDBOX: 'true',
    PAYMENTS_SANDBOX_SECRET: BENCH_SANDBOX_SECRET,
    WORKERS: String(o.workers ?? 1),
    ...o.env,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (o.databaseUrl) env.DATABASE_URL = o.databaseUrl;
  else env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'bench-'));
  if (o.redisUrl) env.REDIS_URL = o.redisUrl;
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (`node --cpu-prof`).
  const prof = process.env.BENCH_CPU_PROF;
  const flags = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? SERVER_FLAGS;
  const command: [string, string[]] = prof
    ? [
        'node',
        [
          ...flags,
          '--cpu-prof',
          `--cpu-prof-dir=${prof}`,
          '--import',
          'tsx',
          'apps/server/src/main.ts',
        ],
      ]
    : ['npx', ['tsx', ...flags, 'apps/server/src/main.ts']];
  const child = spawn(...command, {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const kill = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* gone */
    }
  };
  process.on('exit', kill);
  const base = `http://127.0.0.1:${o.port}`;
  for (let i = 0; ; i += 1) {
    if (i > 240) throw new Error('the shop did not start');
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  // With WORKERS=N, wait until every process answers (their pids in /metrics).
  const want = o.workers ?? 1;
  const seen = new Set<string>();
  for (let i = 0; seen.size < want && i < 400; i += 1) {
    const text = await fetch(`${base}/metrics`, { headers: { connection: 'close' } }).then(
      (r) => r.text(),
      () => '',
    );
    const pid = /cases_process_info\{pid="(\d+)"\}/.exec(text)?.[1];
    if (pid) seen.add(pid);
    else await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pgliteDir: o.databaseUrl ? undefined : path.join(env.DATA_DIR!, 'pg'),
    pids: () => [...seen].map(Number),
    stop: async () => {
      kill();
      await exited;
    },
  };
}

/** The sandbox callback secret the bench gives the shop, so it can sign callbacks itself. */
export const BENCH_SANDBOX_SECRET = 'bench-sandbox-secret-0123456789abcdef';

/**
 * A signed sandbox notification body for a RUB order (the provider's signature,
 * apps/server/src/modules/payments/signature.ts), `kopecks` in minor units.
 */
export function sandboxNotice(orderId: string, status: 'success' | 'fail', kopecks: number) {
  const signature = createHmac('sha256', BENCH_SANDBOX_SECRET)
    .update(`${orderId}:${status}:${kopecks}:RUB`)
    .digest('hex');
  return { order_id: orderId, status, amount: kopecks, currency: 'RUB', signature };
}

/** One HTTP call; the JSON body (or null) and the status. Never throws on an HTTP status. */
/**
 * The load generator's connections: kept alive and reused, as a browser keeps its connection to the
 * shop. Node's `http` rather than `fetch`: fetch (undici) costs several times the CPU per request,
 * which on this 2-core machine the shop and PostgreSQL would lose (pgbench's own client is C).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One JSON call; `json` is null when the answer is not JSON. Throws when the connection fails. */
export function call<T>(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      base + url,
      {
        method,
        agent,
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          let raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          if (encoding === 'br') raw = brotliDecompressSync(raw);
          else if (encoding === 'gzip') raw = gunzipSync(raw);
          else if (encoding === 'deflate') raw = inflateSync(raw);
          let json: unknown = null;
          try {
            json = JSON.parse(raw.toString('utf8'));
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, json: json as T });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Registers a player and tops them up `rub` roubles through the sandbox (in ≤ 100 000 ₽ payments). */
export async function fundedPlayer(base: string, rub: number): Promise<string> {
  const reg = await call<{ access_token: string }>(
    base,
    'POST',
    '/v1/auth/registration/quick',
    undefined,
    {
      age_confirmed: true,
      terms_accepted: true,
    },
  );
  const token = reg.json.access_token;
  for (let left = rub; left > 0; left -= 100_000) {
    const start = await call<{ redirect_url: string }>(
      base,
      'POST',
      '/v1/payments/transaction/start',
      token,
      { payment_direction_id: 'sandbox', amount: Math.min(left, 100_000) },
    );
    if (start.status !== 200) throw new Error(`top-up refused: ${JSON.stringify(start.json)}`);
    await call(base, 'POST', `${new URL(start.json.redirect_url).pathname}/pay`);
  }
  return token;
}

/**
 * The cheapest paid case on the front page that opens one at a time or x1–x5 freely (not a case with
 * a fixed count or a range of its own: those refuse `multi_open` 1 and 5).
 */
export async function cheapestCase(base: string): Promise<{ slug: string; price: number }> {
  const sections = await call<{
    sections: {
      cases: {
        slug: string;
        available: boolean;
        price_data: { price: number };
        multifix_number: number | null;
        multicast_data: unknown;
      }[];
    }[];
  }>(base, 'GET', '/v1/sections-main');
  const c = sections.json.sections
    .flatMap((s) => s.cases)
    .filter((x) => x.available && x.price_data.price > 0 && !x.multifix_number && !x.multicast_data)
    .sort((a, b) => a.price_data.price - b.price_data.price)[0]!;
  return { slug: c.slug, price: c.price_data.price };
}
