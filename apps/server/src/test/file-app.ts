/**
 * The app a test file shares between its tests: `fileTestApp(env)` registers the hooks that create it
 * (createTestApp, a fresh database) before the file's tests and close it after them, and returns the app
 * as those tests see it. Hooks the file registers later run after the creation and before the closing
 * (Vitest runs `beforeAll` in order and `afterAll` in reverse). Reading it before the file's tests start
 * throws.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

type Env = Parameters<typeof createTestApp>[0];

/**
 * `env` may be a function, read when the app is created: the environment of fakes the file starts in a
 * `beforeAll` registered before this call (and stops in an `afterAll` that then runs after the app closed).
 */
export function fileTestApp(
  env?: Env | (() => Env),
  inputs?: Parameters<typeof createTestApp>[1],
): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(typeof env === 'function' ? env() : env, inputs);
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
