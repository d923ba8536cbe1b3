/**
 * Benchmark (figures, not a test): starts the shop, signs up several players, tops them up through the
 * sandbox, then has every player open the cheapest paid case over HTTP in a loop for a fixed time.
 * Prints opens per second and p50/p99 latency (ms). Uses PGlite in a temp folder, or PostgreSQL when
 * DATABASE_URL is set. Knobs: BENCH_USERS (8), BENCH_SECONDS (20), BENCH_PORT (3900).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const USERS = Number(process.env.BENCH_USERS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const BASE = `http://127.0.0.1:${PORT}`;

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  WEB_DIST: '/nonexistent',
  // Players are funded through the sandbox, which is off on PostgreSQL unless turned on.
  PAYMENTS_SANDBOX: 'true',
};
if (!process.env.DATABASE_URL) env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'bench-'));
const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('exit', stop);

async function call<T>(
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const res = await fetch(BASE + url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${BASE}/v1/monitoring/status`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function player(): Promise<string> {
  const reg = await call<{ access_token: string }>(
    'POST',
    '/v1/auth/registration/quick',
    undefined,
    {
      age_confirmed: true,
      terms_accepted: true,
    },
  );
  const token = reg.json.access_token;
  for (let i = 0; i < 3; i += 1) {
    const start = await call<{ redirect_url: string }>(
      'POST',
      '/v1/payments/transaction/start',
      token,
      { payment_direction_id: 'sandbox', amount: 100_000 },
    );
    await call('POST', `${new URL(start.json.redirect_url).pathname}/pay`);
  }
  return token;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

await waitForServer();
const sections = await call<{
  sections: { cases: { slug: string; available: boolean; price_data: { price: number } }[] }[];
}>('GET', '/v1/sections-main');
const cheapest = sections.json.sections
  .flatMap((s) => s.cases)
  .filter((c) => c.available && c.price_data.price > 0)
  .sort((a, b) => a.price_data.price - b.price_data.price)[0]!;
const tokens = await Promise.all(Array.from({ length: USERS }, player));

const latencies: number[] = [];
let errors = 0;
const until = Date.now() + SECONDS * 1000;
const began = performance.now();
await Promise.all(
  tokens.map(async (token) => {
    while (Date.now() < until) {
      const t0 = performance.now();
      const res = await call('POST', `/v1/cases/${cheapest.slug}/open`, token, { multi_open: 1 });
      latencies.push(performance.now() - t0);
      if (res.status !== 200) errors += 1;
    }
  }),
);
const elapsed = (performance.now() - began) / 1000;
latencies.sort((a, b) => a - b);
console.log(
  JSON.stringify(
    {
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      case: cheapest.slug,
      users: USERS,
      seconds: Math.round(elapsed * 10) / 10,
      opens: latencies.length - errors,
      errors,
      opens_per_second: Math.round(((latencies.length - errors) / elapsed) * 10) / 10,
      p50_ms: Math.round(pct(latencies, 50) * 10) / 10,
      p99_ms: Math.round(pct(latencies, 99) * 10) / 10,
    },
    null,
    2,
  ),
);
stop();
process.exit(0);
