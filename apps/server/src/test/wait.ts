/**
 * Waiting for a condition instead of for a time (STYLE.md "Tests"): poll with a deadline. Free of the
 * app's modules, so the multi-process fixtures (services.ts) use it too.
 */

/**
 * Polls `check` every 25 ms until it holds; throws after `ms`. A check that throws is asked again until the
 * deadline, which then throws its last error: on a loaded machine a poll's query may wait past the pool's 5 s
 * for a connection while the work it waits for holds them all (CI's PostgreSQL run, 100 battles settling).
 */
export async function waitUntil(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    let failure: Error | undefined;
    try {
      if (await check()) return;
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
    if (Date.now() > deadline) throw failure ?? new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
