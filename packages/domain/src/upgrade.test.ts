import { describe, expect, it } from 'vitest';
import {
  chanceBadge,
  lossCoins,
  maxRatioLimit,
  pityKopecks,
  upgradeChance,
  upgradeOutcome,
  upgradeRefusal,
  upgradeReturn,
} from './upgrade.ts';

const SEED = 'a'.repeat(64);

describe('upgradeChance (spec 001 §5, §9)', () => {
  it('is stake ÷ target × (1 − edge) × diminisher, rounded down to 6 decimals', () => {
    expect(upgradeChance(10_000, 20_000, 0.08)).toBe(0.46);
    expect(upgradeChance(5_000, 50_000, 0.1)).toBe(0.09);
    expect(upgradeChance(1, 3, 0)).toBe(0.333333);
    expect(upgradeChance(10_000, 20_000, 0.08, 0.5)).toBe(0.23);
    // 1234.56 ₽ for 9876.54 ₽ at 8 %: 0.115000… → 0.115
    expect(upgradeChance(123_456, 987_654, 0.08)).toBe(0.114999);
  });

  it('is clamped to [0.1 %, 90 %]', () => {
    expect(upgradeChance(100, 100_000, 0.08)).toBe(0.001);
    expect(upgradeChance(19_500, 20_000, 0)).toBe(0.9);
    expect(upgradeChance(1, 1_000_000_000, 0)).toBe(0.001);
  });

  it('refuses non-positive values', () => {
    expect(() => upgradeChance(0, 100, 0.08)).toThrow();
    expect(() => upgradeChance(100, 0, 0.08)).toThrow();
  });
});

describe('chanceBadge', () => {
  it('is low below 25 %, middle from 25 %, high from 60 %', () => {
    expect(chanceBadge(0.001)).toBe('low');
    expect(chanceBadge(0.249999)).toBe('low');
    expect(chanceBadge(0.25)).toBe('middle');
    expect(chanceBadge(0.599999)).toBe('middle');
    expect(chanceBadge(0.6)).toBe('high');
    expect(chanceBadge(0.9)).toBe('high');
  });
});

describe('upgradeRefusal (spec 001 §5, §8)', () => {
  const ok = { itemCount: 1, kopecks: 10_000 };
  it('names what is missing or out of bounds, in order', () => {
    expect(upgradeRefusal({ itemCount: 0, kopecks: 0 }, { count: 0, kopecks: 0 }, 80)).toBe(
      'upgrade_items_not_selected',
    );
    expect(upgradeRefusal({ itemCount: 0, kopecks: 0 }, { count: 1, kopecks: 5 }, 80)).toBe(
      'upgrade_select_inventory_item',
    );
    expect(upgradeRefusal(ok, { count: 0, kopecks: 0 }, 80)).toBe('upgrade_select_upgrade_item');
    expect(upgradeRefusal(ok, { count: 1, kopecks: 10_000 }, 80)).toBe(
      'upgrade_item_dropped_sum_higher',
    );
    expect(upgradeRefusal(ok, { count: 2, kopecks: 800_001 }, 80)).toBe(
      'upgrade_multiplier_too_high',
    );
    expect(upgradeRefusal(ok, { count: 2, kopecks: 800_000 }, 80)).toBeNull();
    // The balance only adds to items (spec 001 §5: at least one inventory item).
    expect(upgradeRefusal({ itemCount: 0, kopecks: 500 }, { count: 1, kopecks: 900 }, 80)).toBe(
      'upgrade_select_inventory_item',
    );
    expect(upgradeRefusal({ itemCount: 0, kopecks: 500 }, { count: 0, kopecks: 0 }, 80)).toBe(
      'upgrade_items_not_selected',
    );
  });
});

describe('upgradeOutcome', () => {
  it('rolls mode upgrade, round 0, and wins when roll < chance', () => {
    // HMAC_SHA256('a'×64, 'upgrade:player-seed:7:0'): fairness.test.ts vector.
    const seeds = { serverSeed: SEED, clientSeed: 'player-seed', nonce: 7 };
    expect(upgradeOutcome(seeds, 0.3)).toEqual({ roll: 0.29197087904311303, win: true });
    expect(upgradeOutcome(seeds, 0.29197087904311303)).toEqual({
      roll: 0.29197087904311303,
      win: false,
    });
    expect(upgradeOutcome(seeds, 0.29).win).toBe(false);
  });
});

describe('pity, coins and the return', () => {
  it('gives a share of a lost stake and coins per 100 ₽', () => {
    expect(pityKopecks(100_000, 0.02)).toBe(2_000);
    expect(pityKopecks(333, 0.02)).toBe(6);
    expect(lossCoins(100_000, 10)).toBe(100);
    expect(lossCoins(9_999, 10)).toBe(9);
    expect(lossCoins(999, 10)).toBe(0);
  });

  it('returns (1 − edge) × diminisher plus the pity share of a loss when unclamped', () => {
    const terms = {
      houseEdge: 0.08,
      diminisher: 1,
      maxRatio: 80,
      pityShare: 0.02,
      coinsPer100Rub: 10,
    };
    const chance = upgradeChance(10_000, 20_000, 0.08);
    expect(upgradeReturn(chance, 10_000, 20_000, terms)).toBeCloseTo(0.92 + 0.54 * 0.02, 10);
    expect(maxRatioLimit(0.08, 1)).toBeCloseTo(920, 9);
  });
});

describe('docs/fairness.md worked example', () => {
  it('stakes 300 ₽ for 600 ₽ at an 8 % edge and wins with nonce 43', () => {
    const serverSeed = '9f2c4b7e1d3a5c6b8e0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b';
    const chance = upgradeChance(30_000, 60_000, 0.08);
    expect(chance).toBe(0.46);
    expect(chanceBadge(chance)).toBe('middle');
    expect(upgradeOutcome({ serverSeed, clientSeed: 'lucky', nonce: 43 }, chance)).toEqual({
      roll: 0.2509719276959048,
      win: true,
    });
  });
});
