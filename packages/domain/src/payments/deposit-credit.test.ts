import { describe, expect, it } from 'vitest';
import { depositCredit, promoBonusKopecks, reachedFlexOffer } from './deposit-credit.ts';

const offers = [
  { price_from: 300, money_factor: 0.05 },
  { price_from: 3000, money_factor: 0.1 },
];

describe('depositCredit', () => {
  it('adds the level, the direction and a common code (BONUS10 on 500 ₽ is 550 ₽)', () => {
    expect(depositCredit(50_000, { promo: { kind: 'common', percent: 10 } }).total).toBe(55_000);
    // 1900 ₽: level 2 % (38), code 10 % (190).
    expect(depositCredit(190_000, { promo: { kind: 'common', percent: 10 } })).toEqual({
      deposit: 190_000,
      level: 3800,
      direction: 0,
      promo: 19_000,
      total: 212_800,
    });
    expect(depositCredit(20_000, { directionPercent: 5 }).total).toBe(21_000);
    expect(depositCredit(20_000).total).toBe(20_000);
  });

  it('takes the best blogger offer the deposit reaches, none below the first', () => {
    expect(reachedFlexOffer(5000, offers)?.price_from).toBe(3000);
    expect(promoBonusKopecks(100_000, { kind: 'blogger', offers })).toBe(5000);
    expect(promoBonusKopecks(20_000, { kind: 'blogger', offers })).toBeNull();
    expect(depositCredit(20_000, { promo: { kind: 'blogger', offers } }).promo).toBe(0);
  });
});
