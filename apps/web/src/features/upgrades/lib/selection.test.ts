/** The upgrade page's picking rules: typed roubles and capped picks. */
import { describe, expect, it } from 'vitest';
import { toggle, typedRoubles } from './selection.ts';

describe('typed roubles', () => {
  it('reads empty as 0, a comma as the decimal point, and at most two decimals', () => {
    expect(typedRoubles('')).toBe(0);
    expect(typedRoubles('  ')).toBe(0);
    expect(typedRoubles('12,5')).toBe(12.5);
    expect(typedRoubles(' 0.01 ')).toBe(0.01);
    expect(typedRoubles('0.10')).toBe(0.1);
  });

  it('refuses negatives, three decimals and text', () => {
    for (const bad of ['-1', '1.001', 'abc', '1e400', 'Infinity'])
      expect(typedRoubles(bad), bad).toBeNaN();
  });
});

describe('picking', () => {
  it('adds until the cap, and takes out what is picked', () => {
    let picked: ReadonlyMap<string, number> = new Map();
    picked = toggle(picked, 'a', 1, 2);
    picked = toggle(picked, 'b', 2, 2);
    picked = toggle(picked, 'c', 3, 2);
    expect([...picked.keys()]).toEqual(['a', 'b']);
    picked = toggle(picked, 'a', 1, 2);
    expect([...picked.keys()]).toEqual(['b']);
  });
});
