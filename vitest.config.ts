import { defineConfig } from 'vitest/config';

/** Unit and HTTP tests of every workspace; browser runs live in apps/web/e2e (Playwright). */
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One migrated and seeded database per run; each test's database is a copy of it.
    globalSetup: ['apps/server/src/test/db-template.ts'],
    // A JSON answer outside its route's declared schemas fails the test that caused it (issue 33).
    setupFiles: ['apps/server/src/test/response-check-setup.ts'],
  },
});
