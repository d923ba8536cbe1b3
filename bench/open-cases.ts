/**
 * `npm run bench:open` (figures, not a test; issue 14 "The open path"). Starts the shop as its own
 * process(es), funds BENCH_USERS players through the sandbox, then:
 *   1. closed loop: every player opens the cheapest paid case (x1) again as soon as answered, for
 *      BENCH_SECONDS — the most openings per second the shop does;
 *   2. fixed rate at half that: the latency an opening has at half the maximum load.
 * With DATABASE_URL (PostgreSQL) it first runs `pgbench` (TPC-B-like, scale 10, 16 clients) on the
 * same server and prints the ratio opens/s ÷ pgbench tps; the shop gets a fresh database of its own.
 * Without it, PGlite in a temporary folder. Knobs: BENCH_USERS (32), BENCH_SECONDS (20), WORKERS (1;
 * > 1 needs REDIS_URL), BENCH_PORT (3900), BENCH_PGBENCH=0 to skip pgbench.
 */
import { closedLoop, fixedRate } from './lib/load.ts';
import { freshDatabase, pgbenchTps } from './lib/pgbench.ts';
import { call, cheapestCase, fundedPlayer, startShop } from './lib/shop.ts';

const USERS = Number(process.env.BENCH_USERS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WORKERS = Number(process.env.WORKERS ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const pgUrl = process.env.DATABASE_URL;

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
const box = await cheapestCase(shop.base);
const tokens = await Promise.all(
  Array.from({ length: USERS }, () => fundedPlayer(shop.base, 300_000)),
);
const open = (client: number) =>
  call(shop.base, 'POST', `/v1/cases/${box.slug}/open`, tokens[client], { multi_open: 1 }).then(
    (r) => r.status,
  );

await closedLoop(USERS, 3, open); // warm-up: JIT, pools, caches
const max = await closedLoop(USERS, SECONDS, open);
const half = await fixedRate(USERS, max.per_second / 2, Math.max(5, SECONDS / 2), open);
await shop.stop();

console.log(
  JSON.stringify(
    {
      database: pgUrl ? 'postgres' : 'pglite',
      workers: WORKERS,
      case: box.slug,
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
