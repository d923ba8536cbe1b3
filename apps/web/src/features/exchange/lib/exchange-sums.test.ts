import { describe, expect, it } from 'vitest';
import { allowedFor, exchangeSums } from './exchange-sums.ts';

describe('exchange sums (issue 29)', () => {
  it('keeps the margin from the value, rounding down to the kopeck', () => {
    expect(allowedFor(10_000, 5)).toBe(9_500);
    expect(allowedFor(1_999, 5)).toBe(1_899); // 1899.05
    expect(allowedFor(1_000, 2.5)).toBe(975);
    expect(allowedFor(333, 0)).toBe(333);
  });

  it('credits what the taken items leave of the allowance, and says how far they go over', () => {
    expect(exchangeSums([100, 50.5], [60, 60], 5)).toEqual({
      value: 15_050,
      allowed: 14_297,
      taken: 12_000,
      credited: 2_297,
      over: 0,
    });
    expect(exchangeSums([10], [9.6], 5)).toEqual({
      value: 1_000,
      allowed: 950,
      taken: 960,
      credited: 0,
      over: 10,
    });
  });
});
