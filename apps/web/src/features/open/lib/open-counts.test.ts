import { describe, expect, it } from 'vitest';
import { openCount, openCounts } from './open-counts.ts';

const plain = { priceData: { price: 10 }, multifixNumber: null, multicastData: null };

describe('openCounts', () => {
  it('offers 1–5 for a plain paid case and 1 for a free one', () => {
    expect(openCounts(plain)).toEqual([1, 2, 3, 4, 5]);
    expect(openCounts({ ...plain, priceData: { price: 0 } })).toEqual([1]);
  });

  it('fixes a multifix case to its number', () => {
    expect(openCounts({ ...plain, multifixNumber: 3 })).toEqual([3]);
    expect(openCount({ ...plain, multifixNumber: 3 }, 1)).toBe(3);
  });

  it('offers only the counts within a multicast range', () => {
    const ogre = { ...plain, multicastData: { range: [2, 4] } };
    expect(openCounts(ogre)).toEqual([2, 3, 4]);
    expect(openCount(ogre, 1)).toBe(2);
    expect(openCount(ogre, 5)).toBe(4);
    expect(openCount(ogre, 3)).toBe(3);
  });
});
