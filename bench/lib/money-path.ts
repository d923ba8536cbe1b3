/**
 * The common run of the money-path benches (issue 14: bench:open, bench:sell, bench:topup): pgbench
 * on the same PostgreSQL first when `DATABASE_URL` is set (else PGlite in a temporary folder), the shop
 * as its own process(es) on a fresh database, BENCH_USERS players funded through the sandbox, a
 * warm-up, a closed loop for BENCH_SECONDS and a fixed rate at half of it (with the server's own
 * view of that phase's tail, server-latency.ts); then the correctness check on the stopped shop's
 * database (audit.ts); prints one JSON object and exits 1 when the check found a problem.
 * Knobs: BENCH_USERS (32), BENCH_SECONDS (20), WORKERS (1; > 1 needs REDIS_URL), BENCH_PORT (3900),
 * BENCH_PGBENCH=0 to skip pgbench, BENCH_HISTORY=<drops>:<ledger rows> to give every player a long history
 * in the season first (PostgreSQL only, lib/history.ts; issue 43). On a PostgreSQL started with
 * pg_stat_statements the closed loop's statements and their execution ms per step are printed too (lib/statements.ts).
 */
import { auditShop } from './audit.ts';
import { closedLoop, fixedRate, type Step } from './load.ts';
import { historyFromEnv, seedHistory } from './history.ts';
import { statementCounter } from './statements.ts';
import { freshDatabase, pgbenchTps } from './pgbench.ts';
import { withTailReport } from './server-latency.ts';
import { fundedPlayer, startShop } from './shop.ts';

export interface MoneyPath {
  /** What one step does, printed as `path`. */
  path: string;
  /** The timed request's method and route pattern, for the server's own half-load histogram. */
  route: { method: string; url: string };
  /** Roubles each player is topped up with before the run. */
  fundRub: number;
  /** The shop's environment beside the bench's own (e.g. a feature switched on). */
  env?: Record<string, string>;
  /** Builds the step once the shop runs and the players (their tokens) exist. */
  step(base: string, tokens: string[]): Promise<Step>;
}

export async function runMoneyPath(p: MoneyPath): Promise<void> {
  const users = Number(process.env.BENCH_USERS ?? 32);
  const seconds = Number(process.env.BENCH_SECONDS ?? 20);
  const workers = Number(process.env.WORKERS ?? 1);
  const pgUrl = process.env.DATABASE_URL;
  const history = historyFromEnv();
  if (history && !pgUrl) throw new Error('BENCH_HISTORY needs DATABASE_URL (PostgreSQL)');

  const pgbench =
    pgUrl && process.env.BENCH_PGBENCH !== '0' ? await pgbenchTps(pgUrl, { seconds }) : undefined;
  const databaseUrl = pgUrl ? await freshDatabase(pgUrl, 'bench_shop') : undefined;
  const shop = await startShop({
    port: Number(process.env.BENCH_PORT ?? 3900),
    databaseUrl,
    redisUrl: process.env.REDIS_URL,
    workers,
    // Every player signs up from this machine's address: no per-address sign-up limit.
    env: { RATE_LIMIT_SIGNUP_PER_MIN: '0', ...p.env },
  });
  const tokens = await Promise.all(
    Array.from({ length: users }, () => fundedPlayer(shop.base, p.fundRub)),
  );
  const seeded = history && databaseUrl ? await seedHistory(databaseUrl, history) : undefined;
  const step = await p.step(shop.base, tokens);

  await closedLoop(users, 3, step); // warm-up: JIT, pools, caches
  const readStatements = databaseUrl ? await statementCounter(databaseUrl) : undefined;
  const max = await closedLoop(users, seconds, step);
  const statements = await readStatements?.();
  const { result: half, tail } = await withTailReport(shop.base, p.route.method, p.route.url, () =>
    fixedRate(users, max.per_second / 2, Math.max(5, seconds / 2), step),
  );
  await shop.stop();
  const { audit, problems } = await auditShop({ databaseUrl, pgliteDir: shop.pgliteDir });

  console.log(
    JSON.stringify(
      {
        path: p.path,
        database: pgUrl ? 'postgres' : 'pglite',
        workers,
        users,
        history: history && { ...history, ...seeded },
        pgbench_tps: pgbench,
        ratio: pgbench ? Math.round((max.per_second / pgbench) * 100) / 100 : undefined,
        max_load: max,
        statements_per_step:
          statements && Math.round((statements.total / max.requests) * 100) / 100,
        statement_ms_per_step:
          statements && Math.round((statements.ms / max.requests) * 1000) / 1000,
        statements_top: statements?.top.map((t) => ({
          per_step: Math.round((t.calls / max.requests) * 100) / 100,
          ms_per_step: Math.round((t.ms / max.requests) * 1000) / 1000,
          query: t.query,
        })),
        half_load: { ...half, ...tail },
        audit,
        problems,
      },
      null,
      2,
    ),
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
