/**
 * Issue 44 "The house edge holds everywhere", the battle pass (decision 022 "The pass's value bound"): what a season
 * coin costs to earn by paid play less what it already buys is all it may bring from the pass. The rule on a made-up
 * catalog worked out by hand (and over by a kopeck), the seeded figures, and the seeded pass of each project within
 * it at every level.
 */
import { GAME_PROJECTS } from '@cases/domain/projects';
import { describe, expect, it } from 'vitest';
import { loadCatalogConfig } from '../catalog-config.ts';
import { loadItemGamesConfig } from '../item-games-config.ts';
import { CONTRACT_KOPECKS_PER_COIN } from '@cases/domain/contract';
import { coinGames, coinCosts, passBound, passClimb, type CoinGames } from './pass-value.ts';
import { projectCatalog } from './projects.ts';
import type { SeedLevel } from './season.ts';
import type { CatalogCase, CatalogItem } from './types.ts';

const { rtpMax } = loadCatalogConfig({});
const games = coinGames(loadItemGamesConfig({}));

// A made-up catalog: one 100 ₽ item, a 20 ₽ case paying 1–3 coins, a 200 ₽ case paying 2–6, and a coin case of
// 200 coins dropping the 100 ₽ item (0.50 ₽ a coin).
const item = {
  slug: 'hundred',
  name: 'Hundred',
  hero: null,
  slot: null,
  rarity: 'common',
  priceKopecks: 10_000,
} as unknown as CatalogItem;
const box = (slug: string, over: Partial<CatalogCase>): CatalogCase => ({
  slug,
  name: slug,
  nameEn: slug,
  section: 's',
  priceKopecks: 0,
  oldPriceKopecks: null,
  label: null,
  volatility: 1,
  color: '#000000',
  available: true,
  items: [{ item: 'hundred', weight: 1 }],
  ...over,
});
const cat = {
  cases: [
    box('cheap', { priceKopecks: 2_000, coins: { min: 1, max: 3 } }),
    box('dear', { priceKopecks: 20_000, coins: { min: 2, max: 6 } }),
    box('free', { coins: { min: 5, max: 5 } }),
    box('coin', { priceCoins: 200 }),
  ],
  items: new Map([['hundred', item]]),
};
const noGames: CoinGames = {
  upgrade: { houseEdge: 0.08, diminisher: 1, pityShare: 0.02, coinsPer100Rub: 0 },
  contract: { houseEdge: 0.1, kopecksPerCoin: 0 },
};
const level = (n: number, cost: number, r: Partial<SeedLevel>): SeedLevel => ({
  level: n,
  cost,
  rewardMoney: 0,
  rewardCoins: 0,
  rewardCases: [],
  ...r,
});

describe('the pass value bound (issue 44)', () => {
  it('prices a coin at the cheapest paid play: (1 − ceiling) × price ÷ mean coins, an upgrade, a contract', () => {
    // cheap: 0.10 × 2,000 ÷ 2 = 100 kopecks; dear: 0.10 × 20,000 ÷ 4 = 500; a free case earns nothing.
    expect(coinCosts(cat.cases, 0.9, noGames)).toEqual([
      { kopecks: expect.closeTo(100, 9), source: 'cheap' },
      { kopecks: expect.closeTo(500, 9), source: 'dear' },
    ]);
    // Upgrades: (1 − 0.92 − 0.02) × 10,000 ÷ 10 = 60 kopecks a coin; contracts: 0.10 × 1,000 = 100.
    const withGames = coinCosts(cat.cases, 0.9, {
      upgrade: { ...noGames.upgrade, coinsPer100Rub: 10 },
      contract: { houseEdge: 0.1, kopecksPerCoin: 1_000 },
    });
    expect(withGames.map((c) => [c.source, Math.round(c.kopecks)])).toEqual([
      ['upgrade', 60],
      ['cheap', 100],
      ['contract', 100],
      ['dear', 500],
    ]);
  });

  it('prices a contract’s coin at the contracts’ own input kopecks per coin', () => {
    expect(games.contract.kopecksPerCoin).toBe(CONTRACT_KOPECKS_PER_COIN);
  });

  it('leaves a coin what it costs to earn less what it buys, never below 0', () => {
    // The coin case pays 10,000 ÷ 200 = 50 kopecks a coin: 100 − 50 = 50 at 0.90, 50 − 50 = 0 at 0.95.
    const b = passBound(cat, 0.9, noGames);
    expect([b.earn.source, b.buys.source]).toEqual(['cheap', 'coin']);
    expect([b.earn.kopecks, b.buys.kopecks, b.perCoinKopecks].map(Math.round)).toEqual([
      100, 50, 50,
    ]);
    expect(passBound(cat, 0.95, noGames).perCoinKopecks).toBeCloseTo(0, 9);
    expect(passBound(cat, 0.97, noGames).perCoinKopecks).toBe(0);
  });

  it('holds every running total of the pass to its coins × the bound, and flags one a kopeck over', () => {
    // 50 kopecks a coin: 10 coins carry 5 ₽, 30 carry 15 ₽, 250 carry 125 ₽.
    const levels = [
      level(1, 10, { rewardCoins: 10 }), // 5 ₽ at 0.50 ₽ a coin
      level(2, 30, { rewardMoney: 1_000 }), // 15 ₽ so far
      level(3, 250, { rewardMoney: 10_000, rewardCases: [{ case: 'coin', amount: 1 }] }), // 215 ₽ > 125 ₽
    ];
    const rows = passClimb(levels, cat, 50);
    expect(rows.map((r) => [r.level, r.cumRewardKopecks, r.cumBoundKopecks, r.over])).toEqual([
      [1, 500, 500, false],
      [2, 1_500, 1_500, false],
      [3, 21_500, 12_500, true],
    ]);
    // One kopeck more at level 1 puts it, and the climb after it, over.
    const over = passClimb([level(1, 10, { rewardMoney: 501 }), levels[1]!], cat, 50);
    expect(over.map((r) => r.over)).toEqual([true, true]);
    expect(() =>
      passClimb([level(1, 10, { rewardCases: [{ case: 'nope', amount: 1 }] })], cat, 50),
    ).toThrow(/pass level 1: unknown case nope/);
  });

  for (const project of GAME_PROJECTS) {
    const { cases, items, season } = projectCatalog(project);
    const pcat = { cases, items: new Map(items.map((i) => [i.slug, i])) };

    it(`prices a ${project} coin at ${rtpMax}: 0.475 ₽ to earn (a 19 ₽ case, 1–3 coins), 0.4275 ₽ it buys`, () => {
      const b = passBound(pcat, rtpMax, games);
      expect(b.earn.kopecks).toBeCloseTo(47.5, 6);
      expect(b.buys).toMatchObject({ source: 'coin-frost' });
      expect(b.buys.kopecks).toBeCloseTo(42.75, 1);
      expect(b.perCoinKopecks).toBeCloseTo(4.75, 2);
    });

    it(`holds the seeded ${project} pass within the bound at every level`, () => {
      const b = passBound(pcat, rtpMax, games);
      const rows = passClimb(season.levels, pcat, b.perCoinKopecks);
      expect(rows).toHaveLength(50);
      expect(
        rows
          .filter((r) => r.over)
          .map((r) => `level ${r.level}: ${r.cumRewardKopecks} > ${r.cumBoundKopecks}`),
      ).toEqual([]);
      // Not nothing: every level pays something, and the whole climb at least 100 ₽.
      expect(rows.filter((r) => r.rewardKopecks <= 0).map((r) => r.level)).toEqual([]);
      expect(rows.at(-1)!.cumRewardKopecks).toBeGreaterThanOrEqual(10_000);
    });
  }
});
