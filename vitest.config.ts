import { defineConfig } from 'vitest/config';

/**
 * Unit and HTTP tests of every workspace; browser runs live in apps/web/e2e (Playwright).
 *
 * The server's and the domain's test files share a worker's loaded modules (`isolate: false`: the app is about
 * 1,500 modules, and loading them again for each of 150 files was half the suite's time). Each file builds its own
 * app on its own database, and the server keeps its per-process state per database (WeakMaps keyed by the Db: seed
 * pairs, open mines games, sessions, promo codes), so one file's app leaves nothing the next one reads. The web
 * app's unit tests replace modules (`vi.mock`) and stub globals: they keep a fresh module registry per file.
 *
 * Which database (docs/decisions/020-test-layers.md): the `server` project runs every server test on PostgreSQL
 * when `TEST_DATABASE_URL` names one (as CI does), else on an in-memory PGlite. With PostgreSQL, the
 * `server-embedded` project adds the embedded default's own checks on PGlite, once each: the money paths' one
 * statements, the job queue's workers, realtime and the season's listener (EMBEDDED below); the rest of the suite
 * asks nothing of the database that PGlite would answer differently, and PGlite, which runs one query at a time,
 * cannot run a race.
 */
const EMBEDDED = [
  'apps/server/src/modules/cases/open-path.test.ts',
  'apps/server/src/modules/inventory/sell-statement.test.ts',
  'apps/server/src/modules/payments/settle-statement.test.ts',
  'apps/server/src/modules/payments/start-path.test.ts',
  'apps/server/src/modules/upgrades/upgrade-path.test.ts',
  'apps/server/src/modules/contracts/contract-path.test.ts',
  'apps/server/src/modules/sapper/mines-path.test.ts',
  'apps/server/src/modules/battles/create-path.test.ts',
  'apps/server/src/modules/battles/join-path.test.ts',
  'apps/server/src/modules/battles/durable.test.ts',
  'apps/server/src/modules/withdrawals/worker.test.ts',
  'apps/server/src/modules/realtime/realtime.test.ts',
  'apps/server/src/modules/season/season.test.ts',
];

const serverProject = {
  isolate: false,
  // One migrated and seeded database per run; each test's database is a copy of it.
  globalSetup: ['apps/server/src/test/db-template.ts'],
  // A JSON answer outside its route's declared schemas fails the test that caused it (issue 33).
  setupFiles: ['apps/server/src/test/response-check-setup.ts'],
};

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // A bound, not a goal: a file's app and database start in its hooks, and on CI's loaded machine (the browser
    // shards beside the PostgreSQL suite) an embedded database's start once took past 60 s.
    hookTimeout: 180_000,
    pool: 'forks',
    // Three on two cores: a server test waits on its database part of the time (about 13 % of the cores idle with
    // two; the suite took 307 s with two and 268 s with three on PostgreSQL, 344 s with four).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          ...serverProject,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-embedded',
                include: EMBEDDED,
                ...serverProject,
                // An empty TEST_DATABASE_URL: test/helper.ts opens PGlite.
                env: { TEST_DATABASE_URL: '' },
              },
            },
          ]
        : []),
      {
        extends: true,
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] },
      },
      // Component tests (apps/web/src/test/render.tsx): React in happy-dom through Testing Library.
      {
        extends: true,
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/component-setup.ts'],
        },
      },
    ],
  },
});
