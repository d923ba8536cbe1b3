/**
 * The app a test file shares between its tests: `fileTestApp(env)` registers the hooks that create it
 * (createTestApp, a fresh database) before the file's tests and close it after them, and returns the app
 * as those tests see it. Hooks the file registers later run after the creation and before the closing
 * (Vitest runs `beforeAll` in order and `afterAll` in reverse). Reading it before the file's tests start
 * throws. `eachTestApp(env)` does the same around each test of the block it is called in.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

type Env = Parameters<typeof createTestApp>[0];
type Inputs = Parameters<typeof createTestApp>[1];

function hookedApp(
  hooks: { before: typeof beforeAll; after: typeof afterAll },
  env: Env | (() => Env),
  inputs: Inputs,
): TestApp {
  let current: TestApp | undefined;
  hooks.before(async () => {
    current = await createTestApp(typeof env === 'function' ? env() : env, inputs);
  });
  hooks.after(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!current) throw new Error(`the test app is read (${String(key)}) before its tests start`);
      return Reflect.get(current, key, current) as unknown;
    },
  });
}

/**
 * `env` may be a function, read when the app is created: the environment of fakes the file starts in a
 * `beforeAll` registered before this call (and stops in an `afterAll` that then runs after the app closed).
 */
export function fileTestApp(env?: Env | (() => Env), inputs?: Inputs): TestApp {
  return hookedApp({ before: beforeAll, after: afterAll }, env, inputs);
}

/** A fresh app for each test (a test that changes what every later one would see); `env` as fileTestApp's. */
export function eachTestApp(env?: Env | (() => Env), inputs?: Inputs): TestApp {
  return hookedApp({ before: beforeEach, after: afterEach }, env, inputs);
}
