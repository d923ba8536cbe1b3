/**
 * `npm run bench:soak` (figures, not a test, not in CI; issue 14 "A 10-minute soak"): a steady mixed
 * load — openings, sales, top-ups (order + signed notification) and a realtime socket per player —
 * at BENCH_RATE requests a second for BENCH_SECONDS (600), printing a line every BENCH_SAMPLE_SECONDS
 * (60): per process resident memory (MB) and open file descriptors (sockets included), the
 * database's connections (PostgreSQL), and the window's p50/p99/max latency and errors. Flat memory,
 * flat descriptors and steady latency are the goal. DATABASE_URL (PostgreSQL, a fresh database) or
 * PGlite; WORKERS=N (needs REDIS_URL); BENCH_USERS (32), BENCH_PORT (3900).
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { io } from 'socket.io-client';
import { fixedRate, type Step } from './lib/load.ts';
import { freshDatabase } from './lib/pgbench.ts';
import { call, cheapestCase, fundedPlayer, sandboxNotice, startShop } from './lib/shop.ts';

const USERS = Number(process.env.BENCH_USERS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 600);
const SAMPLE = Number(process.env.BENCH_SAMPLE_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_RATE ?? 40);
const WORKERS = Number(process.env.WORKERS ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const pgUrl = process.env.DATABASE_URL;

const dbUrl = pgUrl ? await freshDatabase(pgUrl, 'bench_soak') : undefined;
const shop = await startShop({
  port: PORT,
  databaseUrl: dbUrl,
  redisUrl: process.env.REDIS_URL,
  workers: WORKERS,
});
const box = await cheapestCase(shop.base);
const tokens = await Promise.all(
  Array.from({ length: USERS }, () => fundedPlayer(shop.base, 300_000)),
);
/** A signed realtime socket per player, as the web app opens it (a fresh channel key per attempt). */
const sockets = await Promise.all(
  tokens.map(async (token) => {
    const me = await call<{ user_id: string }>(shop.base, 'GET', '/v1/users/me', token);
    return io(shop.base, {
      transports: ['websocket'],
      reconnection: true,
      auth: (cb) => {
        void call<{ key: string }>(
          shop.base,
          'GET',
          `/v1/users/centrifugo/token?user_id=${me.json.user_id}`,
          token,
        ).then((r) => {
          if (r.status !== 200) throw new Error(`no channel key: ${r.status}`);
          cb({ token: r.json.key, lang: 'ru' });
        });
      },
    });
  }),
);
const stock: string[][] = tokens.map(() => []);

/** Round robin over the three money paths: open ×1 (drops kept), sell one drop, top-up 100 ₽. */
let turn = 0;
const mixed: Step = async (client) => {
  const kind = turn++ % 3;
  const token = tokens[client];
  if (kind === 0 || (kind === 1 && stock[client]!.length === 0)) {
    const r = await call<{ drops?: { inventory_item_id: string }[] }>(
      shop.base,
      'POST',
      `/v1/cases/${box.slug}/open`,
      token,
      { multi_open: 1 },
    );
    stock[client]!.push(...(r.json?.drops ?? []).map((d) => d.inventory_item_id));
    return r.status;
  }
  if (kind === 1) {
    const id = stock[client]!.pop()!;
    return (await call(shop.base, 'POST', '/v1/inventory/sell', token, { id })).status;
  }
  const start = await call<{ order_id: string }>(
    shop.base,
    'POST',
    '/v1/payments/transaction/start',
    token,
    { payment_direction_id: 'sandbox', amount: 100 },
  );
  if (start.status !== 200) return start.status;
  return (
    await call(
      shop.base,
      'POST',
      '/v1/payments/callback/sandbox',
      undefined,
      sandboxNotice(start.json.order_id, 'success', 10_000),
    )
  ).status;
};

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};
const fds = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;
async function dbConnections(): Promise<number | undefined> {
  if (!dbUrl) return undefined;
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  const r = await c.query<{ n: string }>(
    'select count(*)::text as n from pg_stat_activity where datname = $1',
    [new URL(dbUrl).pathname.slice(1)],
  );
  await c.end();
  return Number(r.rows[0]!.n);
}

const rows: unknown[] = [];
for (let at = 0; at < SECONDS; at += SAMPLE) {
  const window = await fixedRate(USERS, RATE, Math.min(SAMPLE, SECONDS - at), mixed);
  const row = {
    minute: Math.round(((at + SAMPLE) / 60) * 10) / 10,
    processes: shop.pids().map((pid) => ({ pid, rss_mb: rssMb(pid), fds: fds(pid) })),
    db_connections: await dbConnections(),
    sockets_connected: sockets.filter((s) => s.connected).length,
    per_second: window.per_second,
    p50_ms: window.p50_ms,
    p99_ms: window.p99_ms,
    max_ms: window.max_ms,
    errors: window.errorStatuses,
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}
for (const s of sockets) s.close();
await shop.stop();
console.log(
  JSON.stringify(
    { database: pgUrl ? 'postgres' : 'pglite', workers: WORKERS, users: USERS, rate: RATE },
    null,
    2,
  ),
);
process.exit(0);
