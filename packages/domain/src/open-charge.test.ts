import { describe, expect, it } from 'vitest';
import { openCharge } from './open-charge.ts';

describe('openCharge (the server open_case rule)', () => {
  it('charges every drop of a plain case', () => {
    expect(openCharge({ price: 19, count: 5, everyN: null, openedBefore: 0, granted: 0 })).toEqual({
      paid: 5,
      free: 0,
      total: 95,
    });
  });

  it('uses granted free openings first: 3 granted of x5 charge two', () => {
    expect(openCharge({ price: 19, count: 5, everyN: null, openedBefore: 0, granted: 3 })).toEqual({
      paid: 2,
      free: 3,
      total: 38,
    });
    expect(openCharge({ price: 40, count: 1, everyN: null, openedBefore: 0, granted: 1 })).toEqual({
      paid: 0,
      free: 1,
      total: 0,
    });
  });

  it('makes the player’s every N-th opening free, counting what they opened before', () => {
    // 8 opened before, every 10th free: the 10th is the 2nd of this x5.
    expect(openCharge({ price: 12.5, count: 5, everyN: 10, openedBefore: 8, granted: 0 })).toEqual({
      paid: 4,
      free: 1,
      total: 50,
    });
    // The N-th drop is free without spending a granted one, which goes to the next paid drop.
    expect(openCharge({ price: 10, count: 2, everyN: 2, openedBefore: 0, granted: 1 })).toEqual({
      paid: 0,
      free: 2,
      total: 0,
    });
    expect(openCharge({ price: 10, count: 3, everyN: 5, openedBefore: 0, granted: 0 }).total).toBe(
      30,
    );
  });

  it('keeps kopeck sums exact', () => {
    expect(
      openCharge({ price: 0.1, count: 3, everyN: null, openedBefore: 0, granted: 0 }).total,
    ).toBe(0.3);
  });
});
