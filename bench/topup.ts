/**
 * `npm run bench:topup` (figures, not a test; issue 14 "every money path has a figure"): a top-up is
 * the order (`POST /v1/payments/transaction/start`, sandbox, 100 ₽) and then the provider's signed
 * notification (`POST /v1/payments/callback/sandbox`: verified, applied once, the balance credited
 * through the ledger, bonus levels). `per_second` counts complete top-ups (both calls); the latencies
 * are the notification's, the money path (the order call is not timed). Closed loop for BENCH_SECONDS,
 * then a fixed rate at half of it. With DATABASE_URL, `pgbench` first on the same PostgreSQL and the
 * ratio; without it, PGlite. Knobs as bench:open (BENCH_USERS, BENCH_SECONDS, WORKERS, BENCH_PORT,
 * BENCH_PGBENCH=0).
 */
import { createHmac } from 'node:crypto';
import { closedLoop, fixedRate } from './lib/load.ts';
import { freshDatabase, pgbenchTps } from './lib/pgbench.ts';
import { BENCH_SANDBOX_SECRET, call, fundedPlayer, startShop } from './lib/shop.ts';

const USERS = Number(process.env.BENCH_USERS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WORKERS = Number(process.env.WORKERS ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const pgUrl = process.env.DATABASE_URL;
const RUB = 100;

const pgbench =
  pgUrl && process.env.BENCH_PGBENCH !== '0'
    ? await pgbenchTps(pgUrl, { seconds: SECONDS })
    : undefined;
const shop = await startShop({
  port: PORT,
  databaseUrl: pgUrl ? await freshDatabase(pgUrl, 'bench_shop') : undefined,
  redisUrl: process.env.REDIS_URL,
  workers: WORKERS,
});
const tokens = await Promise.all(Array.from({ length: USERS }, () => fundedPlayer(shop.base, 0)));

/** The sandbox provider's signature (apps/server/src/modules/payments/signature.ts). */
const sign = (orderId: string, status: string, kopecks: number) =>
  createHmac('sha256', BENCH_SANDBOX_SECRET)
    .update(`${orderId}:${status}:${kopecks}:RUB`)
    .digest('hex');

const topUp = async (client: number) => {
  const start = await call<{ order_id: string }>(
    shop.base,
    'POST',
    '/v1/payments/transaction/start',
    tokens[client],
    { payment_direction_id: 'sandbox', amount: RUB },
  );
  if (start.status !== 200) return start.status;
  const id = start.json.order_id;
  const t0 = performance.now();
  const paid = await call(shop.base, 'POST', '/v1/payments/callback/sandbox', undefined, {
    order_id: id,
    status: 'success',
    amount: RUB * 100,
    currency: 'RUB',
    signature: sign(id, 'success', RUB * 100),
  });
  return { status: paid.status, ms: performance.now() - t0 };
};

await closedLoop(USERS, 3, topUp); // warm-up
const max = await closedLoop(USERS, SECONDS, topUp);
const half = await fixedRate(USERS, max.per_second / 2, Math.max(5, SECONDS / 2), topUp);
await shop.stop();

console.log(
  JSON.stringify(
    {
      path: 'top-up: order + signed notification (latency: the notification)',
      database: pgUrl ? 'postgres' : 'pglite',
      workers: WORKERS,
      users: USERS,
      pgbench_tps: pgbench,
      ratio: pgbench ? Math.round((max.per_second / pgbench) * 100) / 100 : undefined,
      max_load: max,
      half_load: half,
    },
    null,
    2,
  ),
);
process.exit(0);
