import { defineConfig } from 'vitest/config';

/**
 * Unit and HTTP tests of every workspace; browser runs live in apps/web/e2e (Playwright).
 *
 * Two projects. The server's and the domain's test files share a worker's loaded modules (`isolate: false`: the
 * app is about 1,500 modules, and loading them again for each of 150 files was half the suite's time). Each file
 * builds its own app on its own database, and the server keeps its per-process state per database (WeakMaps keyed
 * by the Db: seed pairs, open mines games, sessions, promo codes), so one file's app leaves nothing the next one
 * reads. The web app's few unit tests replace modules (`vi.mock`) and stub globals: they keep a fresh module
 * registry per file.
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    // A bound, not a goal: a file's app and database start in its hooks, and on CI's loaded machine (the browser
    // shards beside the PostgreSQL suite) an embedded database's start once took past 60 s.
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          isolate: false,
          // One migrated and seeded database per run; each test's database is a copy of it.
          globalSetup: ['apps/server/src/test/db-template.ts'],
          // A JSON answer outside its route's declared schemas fails the test that caused it (issue 33).
          setupFiles: ['apps/server/src/test/response-check-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] },
      },
    ],
  },
});
