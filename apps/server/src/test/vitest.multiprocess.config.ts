import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Multi-process tests (`*.multiprocess.spec.ts`): spawn server processes on a real PostgreSQL and Redis.
 * Run by .ci/run with TEST_PG_URL and REDIS_URL; without them each file starts its own from Debian's
 * binaries and fails with a clear message when those are missing. `npx vitest run` (vitest.config.ts)
 * does not pick them up (it includes *.test.ts only).
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../../../../', import.meta.url)),
    include: ['apps/server/src/**/*.multiprocess.spec.ts'],
    // Bounds for CI's loaded machine, where starting a server process can take a minute.
    testTimeout: 420_000,
    hookTimeout: 420_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
