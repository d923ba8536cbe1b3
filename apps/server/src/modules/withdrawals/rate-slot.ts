/**
 * A provider's request rate (issue 46): each request waits for the next free slot, `1000 / ratePerS` ms after the
 * one before, so requests leave one at a time at most `ratePerS` a second. Time (`now`, `sleep`, ms) can be injected
 * so tests run on a virtual clock.
 */
export function createRateSlot(
  ratePerS: number,
  now: () => number = Date.now,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise<void>((r) => setTimeout(r, ms)),
): () => Promise<void> {
  const gapMs = 1000 / ratePerS;
  let nextSlot = 0;
  let queue: Promise<void> = Promise.resolve();
  return () => {
    const turn = queue.then(async () => {
      const wait = nextSlot - now();
      if (wait > 0) await sleep(wait);
      nextSlot = Math.max(now(), nextSlot) + gapMs;
    });
    queue = turn;
    return turn;
  };
}
