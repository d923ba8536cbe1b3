import { caseLevelByPosition } from '@cases/domain/levels';
import { describe, expect, it } from 'vitest';
import { expectedValueKopecks, itemBySlug } from './catalog.ts';
import { levelCases } from './level-cases.ts';

describe('level cases', () => {
  it('are free, available, gated 1, 15, 30, 40, 75, 90 by position, and worth more the higher they are', () => {
    expect(levelCases.map((c) => c.level)).toEqual(
      levelCases.map((_, i) => caseLevelByPosition(i)),
    );
    let previous = 0;
    for (const c of levelCases) {
      expect(c.priceKopecks).toBe(0);
      expect(c.available).toBe(true);
      expect(c.section).toBe('levels');
      for (const e of c.items) {
        expect(itemBySlug.has(e.item), e.item).toBe(true);
        expect(Number.isInteger(e.weight) && e.weight > 0, `${e.item}: ${e.weight}`).toBe(true);
      }
      const ev = expectedValueKopecks(c);
      expect(ev).toBeGreaterThan(previous);
      previous = ev;
    }
  });
});
