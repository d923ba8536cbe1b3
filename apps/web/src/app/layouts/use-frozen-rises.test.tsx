/**
 * Spec 001 §4 "Balance display": positive balance changes are frozen while a queued sale is aggregated and applied
 * after, in one step; falls show at once; with no sale waiting every change shows as it comes.
 */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFrozenRises } from './use-frozen-rises.ts';

const shownFor = (steps: [number | undefined, boolean][]) => {
  const { result, rerender } = renderHook(
    ({ value, frozen }: { value: number | undefined; frozen: boolean }) =>
      useFrozenRises(value, frozen),
    { initialProps: { value: steps[0]![0], frozen: steps[0]![1] } },
  );
  const seen = [result.current];
  for (const [value, frozen] of steps.slice(1)) {
    rerender({ value, frozen });
    seen.push(result.current);
  }
  return seen;
};

describe('the balance while a sale is aggregated', () => {
  it('shows every change when no sale waits', () => {
    expect(
      shownFor([
        [undefined, false],
        [100, false],
        [150.5, false],
        [120, false],
      ]),
    ).toEqual([undefined, 100, 150.5, 120]);
  });

  it('holds the rises back while the sale waits, shows a fall at once, and catches up in one step after', () => {
    expect(
      shownFor([
        [100, false],
        // The sale is queued: its items sell one by one.
        [100, true],
        [112.4, true],
        [130, true],
        // A case opened meanwhile for 25 ₽: shown at once, the held rises stay held.
        [105, true],
        [140.1, true],
        // sell_done: the whole sale shows as one change.
        [140.1, false],
        [90, false],
      ]),
    ).toEqual([100, 100, 100, 100, 75, 75, 140.1, 90]);
  });
});
