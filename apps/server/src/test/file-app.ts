/**
 * The app a test file shares between its tests: `fileTestApp(env)` registers the hooks that create it
 * (createTestApp, a fresh database) before the file's tests and close it after them, and returns the app
 * as those tests see it. Hooks the file registers later run after the creation and before the closing
 * (Vitest runs `beforeAll` in order and `afterAll` in reverse). Reading it before the file's tests start
 * throws.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

export function fileTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(...args);
  });
  afterAll(() => current?.close());
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!current)
        throw new Error(`the file's app is read (${String(key)}) before its tests start`);
      return Reflect.get(current, key, current) as unknown;
    },
  });
}
