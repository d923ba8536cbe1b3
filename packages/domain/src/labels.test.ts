import { describe, expect, it } from 'vitest';
import { cardLabel } from './labels.ts';

const base = { name: 'Кейс', available: true };

describe('case label priority (spec 000 §4)', () => {
  it('shows ended first, except for offer, coin and stage landing cases', () => {
    expect(cardLabel({ ...base, available: false, labelType: 'new', multifixNumber: 3 })).toBe(
      'ended',
    );
    expect(cardLabel({ ...base, available: false, isOffer: true, labelType: 'new' })).toBe('new');
    expect(cardLabel({ ...base, available: false, isCoinCase: true })).toBeNull();
    expect(
      cardLabel({ ...base, available: false, isStageLanding: true, labelType: 'bestseller' }),
    ).toBe('bestseller');
  });

  it('walks the order multifix, multicast, name, new, free opens, update, bestseller, cashback, exclusive, custom', () => {
    expect(cardLabel({ ...base, multifixNumber: 2, multicastRange: [1, 2] })).toBe('multifix');
    expect(cardLabel({ ...base, multicastRange: [1, 2], labelType: 'new' })).toBe('multicast');
    expect(cardLabel({ ...base, multicastRange: [1], labelType: 'new' })).toBe('new');
    expect(cardLabel({ ...base, name: 'Clutch box', labelType: 'new' })).toBe('multicast');
    expect(cardLabel({ ...base, labelType: 'new', everyNOpenFree: 5 })).toBe('new');
    expect(cardLabel({ ...base, labelType: 'update', everyNOpenFree: 5 })).toBe('free_opens');
    expect(cardLabel({ ...base, labelType: 'update' })).toBe('update');
    expect(cardLabel({ ...base, labelType: 'bestseller' })).toBe('bestseller');
    expect(cardLabel({ ...base, labelType: 'cashback' })).toBe('cashback');
    expect(cardLabel({ ...base, labelType: 'exclusive' })).toBe('exclusive');
    expect(cardLabel({ ...base, labelType: 'custom' })).toBe('custom');
    expect(cardLabel({ ...base, labelType: 'fifty_fifty' })).toBeNull();
    expect(cardLabel(base)).toBeNull();
  });
});
