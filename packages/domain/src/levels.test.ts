import { describe, expect, it } from 'vitest';
import {
  caseLevelByPosition,
  expForSpend,
  isCaseLocked,
  levelBand,
  levelProgress,
} from './levels.ts';

describe('levels', () => {
  it('derives level and progress from experience', () => {
    expect(levelProgress(0)).toMatchObject({
      userLevel: 1,
      expToNextLevel: 100,
      percentToNextLevel: 0,
    });
    expect(levelProgress(150)).toMatchObject({
      userLevel: 2,
      expPreviousLevel: 100,
      expToNextLevel: 150,
      percentToNextLevel: 25,
    });
    expect(levelProgress(10_000_000)).toMatchObject({
      userLevel: 200,
      percentToNextLevel: 100,
      expToNextLevel: 0,
    });
  });
  it('gives one point per whole rouble spent', () => {
    expect(expForSpend(19_999)).toBe(199);
  });
  it('puts levels into the colour bands of spec 000 §9', () => {
    expect([1, 4, 5, 9, 10, 15, 19, 20, 29, 199, 200].map(levelBand)).toEqual([
      1, 1, 5, 5, 10, 15, 15, 20, 20, 190, 200,
    ]);
  });
});

describe('level-gated cases (spec 000 §4)', () => {
  it('gates by position and locks above the player level', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(caseLevelByPosition)).toEqual([1, 15, 30, 40, 75, 90, 150]);
    expect(isCaseLocked(15, 14)).toBe(true);
    expect(isCaseLocked(15, 15)).toBe(false);
    expect(isCaseLocked(1, 99, true)).toBe(true);
  });
});
