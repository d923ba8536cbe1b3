// @vitest-environment happy-dom
/**
 * The exposure queue (spec 000 §9 / 001 §9): exposures wait at most a second, go out in batches of at most
 * ANALYTICS_MAX_BATCH as `experiment_exposure` events, and no more than 512 wait unsent (the oldest dropped).
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const sent = vi.hoisted(() => [] as { name: string; props: Record<string, unknown> }[][]);
vi.mock('../../api/endpoints/send-events.ts', () => ({
  MAX_BATCH: 20,
  sendEvents: (batch: { name: string; props: Record<string, unknown> }[]) => {
    sent.push(batch);
    return Promise.resolve({ accepted: batch.length });
  },
}));

const { EXPOSURE_FLUSH_MS, EXPOSURE_QUEUE_MAX, trackExposure } = await import('./exposures.ts');

beforeEach(() => {
  vi.useFakeTimers();
  sent.length = 0;
});
afterEach(() => vi.useRealTimers());

it('sends an exposure within a second, not before', () => {
  trackExposure('change-min-sum', 'false');
  vi.advanceTimersByTime(EXPOSURE_FLUSH_MS - 1);
  expect(sent).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(sent).toEqual([
    [
      expect.objectContaining({
        name: 'experiment_exposure',
        props: { flag_key: 'change-min-sum', variant: 'false' },
      }),
    ],
  ]);
});

it('keeps at most 512 unsent, dropping the oldest, and sends them in batches of 20', () => {
  for (let i = 0; i < EXPOSURE_QUEUE_MAX + 40; i += 1) trackExposure(`flag-${i}`, undefined);
  vi.advanceTimersByTime(EXPOSURE_FLUSH_MS);
  const all = sent.flat();
  expect(all).toHaveLength(EXPOSURE_QUEUE_MAX);
  expect(all[0]?.props).toEqual({ flag_key: 'flag-40', variant: null });
  expect(sent.filter((batch) => !(batch.length <= 20))).toEqual([]);
  expect(sent).toHaveLength(Math.ceil(EXPOSURE_QUEUE_MAX / 20));
});
