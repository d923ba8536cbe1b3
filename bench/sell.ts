/**
 * `npm run bench:sell` (figures, not a test; issue 14 "every money path has a figure"): the instant
 * sale of one inventory item (`POST /v1/inventory/sell`: the item leaves the inventory, the balance is
 * credited through the ledger, one transaction). Each player keeps a stock of drops; when it runs out,
 * the player opens the cheapest case ×5 (not timed) and goes on selling. Closed loop for
 * BENCH_SECONDS, then a fixed rate at half of it. With DATABASE_URL, `pgbench` first on the same
 * PostgreSQL and the ratio; without it, PGlite. Knobs as bench:open (BENCH_USERS, BENCH_SECONDS,
 * WORKERS, BENCH_PORT, BENCH_PGBENCH=0).
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
const stock: string[][] = tokens.map(() => []);

const sellOne = async (client: number) => {
  const mine = stock[client]!;
  if (mine.length === 0) {
    const opened = await call<{ drops: { inventory_item_id: string }[] }>(
      shop.base,
      'POST',
      `/v1/cases/${box.slug}/open`,
      tokens[client],
      { multi_open: 5 },
    );
    if (opened.status !== 200) return opened.status;
    mine.push(...opened.json.drops.map((d) => d.inventory_item_id));
  }
  const id = mine.pop()!;
  const t0 = performance.now();
  const sold = await call(shop.base, 'POST', '/v1/inventory/sell', tokens[client], { id });
  return { status: sold.status, ms: performance.now() - t0 };
};

await closedLoop(USERS, 3, sellOne); // warm-up
const max = await closedLoop(USERS, SECONDS, sellOne);
const half = await fixedRate(USERS, max.per_second / 2, Math.max(5, SECONDS / 2), sellOne);
await shop.stop();

console.log(
  JSON.stringify(
    {
      path: 'sell one item',
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
