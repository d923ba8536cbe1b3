/**
 * Waiting for a condition instead of for a time (STYLE.md "Tests"): poll with a deadline. Free of the
 * app's modules, so the multi-process fixtures (services.ts) use it too.
 */

/** Polls `check` every 25 ms until it holds; throws after `ms`. */
export async function waitUntil(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
