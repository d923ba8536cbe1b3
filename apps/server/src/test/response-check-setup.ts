/**
 * Vitest setup (vitest.config.ts setupFiles): a test during which the server gave a JSON answer its route does
 * not declare fails (platform/response-check.ts, issue 33).
 */
import { afterAll, afterEach } from 'vitest';
import { takeResponseMismatches } from '../platform/response-check.ts';

function failOnMismatch(): void {
  const found = takeResponseMismatches();
  if (found.length > 0)
    throw new Error(
      `The server answered outside its declared schemas (${found.length}):\n${[...new Set(found)].slice(0, 10).join('\n')}`,
    );
}

afterEach(failOnMismatch);
afterAll(failOnMismatch);
