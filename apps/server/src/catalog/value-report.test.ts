/**
 * The value functions of `npm run catalog:report` (issue 44 "The house edge holds everywhere"; value-report.ts) on
 * a made-up catalog whose figures are worked out by hand: a pass level's reward against the season coins from the
 * level below at the coin's value, and the climb so far; a coin case against its coins; a mission and a task for
 * nothing (cost 0, OVER for any reward); the worst path as the sum of its parts.
 */
import { GAME_PROJECTS } from '@cases/domain/projects';
import { describe, expect, it } from 'vitest';
import { loadCatalogConfig } from '../catalog-config.ts';
import { MISSIONS, type MissionDef } from './missions.ts';
import { projectCatalog } from './projects.ts';
import type { CatalogOffer } from './offers.ts';
import type { SeedLevel, SeedTask } from './season.ts';
import type { CatalogCase, CatalogItem } from './types.ts';
import { coinBuys } from './pass-value.ts';
import {
  coinCaseValues,
  missionValues,
  passLevelValues,
  passTaskValues,
  withinCap,
  worstPath,
} from './value-report.ts';
import { valueCells } from './value-tables.ts';

const RTP_MAX = 0.95;
const COIN = 50; // kopecks, COIN_VALUE_KOPECKS

const item = (slug: string, priceKopecks: number): CatalogItem => ({
  slug,
  name: slug,
  hero: null,
  slot: 'weapon',
  rarity: 'rare',
  priceKopecks,
});
const items = new Map([item('cheap', 1000), item('dear', 3000)].map((i) => [i.slug, i]));

const aCase = (slug: string, extra: Partial<CatalogCase>): CatalogCase => ({
  slug,
  name: slug,
  nameEn: slug,
  section: 'test',
  priceKopecks: 2000,
  oldPriceKopecks: null,
  label: null,
  volatility: 1,
  color: '#000000',
  available: true,
  // EV (3 × 10 ₽ + 1 × 30 ₽) ÷ 4 = 15 ₽.
  items: [
    { item: 'cheap', weight: 3 },
    { item: 'dear', weight: 1 },
  ],
  ...extra,
});
const cases = [aCase('paid', {}), aCase('coin', { priceKopecks: 0, priceCoins: 40 })];
const cat = { cases, items };

const level = (n: number, cost: number, r: Partial<SeedLevel>): SeedLevel => ({
  level: n,
  cost,
  rewardMoney: 0,
  rewardCoins: 0,
  rewardCases: [],
  ...r,
});
// Costs are cumulative: 10, 30, 60 coins (5 ₽, 10 ₽, 15 ₽ a level at 0.50 ₽).
const levels = [
  level(2, 30, { rewardMoney: 900 }),
  level(1, 10, { rewardCoins: 6 }),
  level(3, 60, { rewardCases: [{ case: 'coin', amount: 1 }] }),
];

describe('value report', () => {
  it('prices each pass level against the coins from the level below, and the climb so far', () => {
    const rows = passLevelValues(levels, cat, RTP_MAX, COIN);
    expect(
      rows.map((r) => [
        r.level,
        r.coins,
        r.v.priceKopecks,
        r.v.evKopecks,
        r.v.over,
        r.cumulativeCoins,
        r.cum.evKopecks,
        r.cum.over,
      ]),
    ).toEqual([
      // 6 coins = 3 ₽ for 5 ₽: 0.6.
      [1, 10, 500, 300, false, 10, 300, false],
      // 9 ₽ for 10 ₽: 0.9 (bound 9.50 ₽).
      [2, 20, 1000, 900, false, 30, 1200, false],
      // A coin case opening, EV 15 ₽, for 15 ₽: 1.0, over; the climb 27 ₽ for 30 ₽: 0.9.
      [3, 30, 1500, 1500, true, 60, 2700, false],
    ]);
    expect(rows[2]!.v.ratio).toBe(1);
    expect(() =>
      passLevelValues([level(1, 10, { rewardCases: [{ case: 'nope', amount: 1 }] })], cat, RTP_MAX),
    ).toThrow(/pass level 1: unknown case nope/);
  });

  it('prices a coin case against its coins at the coin’s value', () => {
    const [row] = coinCaseValues(cat, RTP_MAX, COIN);
    // 40 coins = 20 ₽ for an EV of 15 ₽.
    expect(valueCells(row!)).toEqual(['coin', '40 coins', '20.00', '15.00', '0.750', 'ok']);
    expect(coinCaseValues(cat, RTP_MAX, 30)[0]!.v.over).toBe(true); // 12 ₽ for 15 ₽
  });

  it('counts a mission and a task as value for nothing', () => {
    const missions: MissionDef[] = [
      {
        type: 'vk',
        prize: { kind: 'coins', amount: 50 },
        name: { ru: '', en: '' },
        description: { ru: '', en: '' },
      },
      {
        type: 'trade_link',
        prize: { kind: 'money', amount: 500 },
        name: { ru: '', en: '' },
        description: { ru: '', en: '' },
      },
      {
        type: 'email',
        prize: { kind: 'case', slug: 'paid' },
        name: { ru: '', en: '' },
        description: { ru: '', en: '' },
      },
    ];
    expect(missionValues(missions, cat, RTP_MAX).map(valueCells)).toEqual([
      ['vk', 'coins', '0.00', '25.00', 'inf', 'OVER'],
      ['trade_link', 'money', '0.00', '5.00', 'inf', 'OVER'],
      ['email', 'case paid', '0.00', '15.00', 'inf', 'OVER'],
    ]);
    // Together 45 ₽ an account: within a cap of 45 ₽, over one of 44.99 ₽.
    const rows = missionValues(missions, cat, RTP_MAX);
    expect(withinCap(rows, 4500)).toEqual({
      totalKopecks: 4500,
      capKopecks: 4500,
      within: true,
    });
    expect(withinCap(rows, 4499).within).toBe(false);
    const task: SeedTask = {
      level: 1,
      type: 'case',
      goal: 3,
      cases: [],
      description: { ru: '', en: '' },
      rewardCoins: 10,
      rewardMoney: 200,
    };
    expect(passTaskValues([task], RTP_MAX).map(valueCells)).toEqual([
      ['level 1 case×3', 'task', '0.00', '7.00', 'inf', 'OVER'],
    ]);
  });

  it('sums the worst path of one account from its parts', () => {
    const offer: CatalogOffer = {
      slug: 'pack',
      title: '',
      titleEn: '',
      description: '',
      descriptionEn: '',
      imageCase: 'paid',
      priceKopecks: 2000,
      oldPriceKopecks: 2000,
      // 15 ₽ + 2 ₽ + 2 coins (1 ₽) = 18 ₽ for 20 ₽.
      cases: [{ slug: 'paid', count: 1 }],
      bonusCoins: 2,
      bonusMoneyKopecks: 200,
      perPlayerLimit: 3,
      stock: null,
    };
    const personal: CatalogOffer = { ...offer, slug: 'mine', triggerType: 'comeback' };
    const parts = {
      offers: [offer, personal],
      levels: passLevelValues(levels, cat, RTP_MAX, COIN),
      tasks: [],
      missions: [],
    };
    // What a coin buys: the coin case's 15 ₽ for 40 coins, 37.5 kopecks.
    const path = worstPath(parts, cat, RTP_MAX, { buysKopecks: 37.5, allowanceKopecks: 1000 });
    expect(path.parts.map(valueCells)).toEqual([
      // The shop offer 3 times, the personal one once: 72 ₽ for 80 ₽.
      ['every offer', '2 offers', '80.00', '72.00', '0.900', 'ok'],
      ['pass (every level)', '60 coins', '30.00', '27.00', '0.900', 'ok'],
      // The climb's 60 coins buy coin cases too, at what a coin buys: 22.50 ₽, paid for in the pass's row.
      ["the climb's coins", '60 coins', '0.00', '22.50', 'inf', 'OVER'],
      ['every pass task', '0 tasks', '0.00', '0.00', '-', 'ok'],
      ['every mission', '0 missions', '0.00', '0.00', '-', 'ok'],
    ]);
    // 121.50 ₽ out for 110 ₽ in, against 110 × 0.95 + 10 ₽ of caps = 114.50 ₽: over.
    expect(valueCells(path.total).slice(0, 5)).toEqual([
      'worst path',
      'one account',
      '110.00',
      '121.50',
      '1.105',
    ]);
    expect(path.boundKopecks).toBeCloseTo(11_450, 6);
    expect(path.within).toBe(false);
    // With 17 ₽ of caps the bound is 121.50 ₽: within, exactly.
    const wider = worstPath(parts, cat, RTP_MAX, { buysKopecks: 37.5, allowanceKopecks: 1700 });
    expect(wider.within).toBe(true);
    expect(wider.allowanceKopecks).toBe(1700);
  });
});

describe('the seeded missions (decision 022 "The missions\u2019 cap")', () => {
  const { rtpMax, missionsCapKopecks } = loadCatalogConfig({});
  for (const project of GAME_PROJECTS)
    it(`pay one ${project} account at most MISSIONS_VALUE_CAP_RUB in all, the install bonus included`, () => {
      const { cases, items } = projectCatalog(project);
      const rows = missionValues(
        MISSIONS,
        { cases, items: new Map(items.map((i) => [i.slug, i])) },
        rtpMax,
      );
      expect(rows.map((r) => r.name)).toContain('pushPWA');
      const cap = withinCap(rows, missionsCapKopecks);
      expect(cap.capKopecks).toBe(15_000);
      expect(cap.totalKopecks).toBeGreaterThan(0);
      expect(cap.totalKopecks).toBeLessThanOrEqual(cap.capKopecks);
    });
});

describe('the seeded pass tasks and the worst path (decision 022 "The pass tasks\u2019 cap")', () => {
  const { rtpMax, missionsCapKopecks, tasksCapKopecks } = loadCatalogConfig({});
  for (const project of GAME_PROJECTS) {
    const { cases, items, offers, season } = projectCatalog(project);
    const cat = { cases, items: new Map(items.map((i) => [i.slug, i])) };
    const tasks = passTaskValues(season.tasks, rtpMax);

    it(`pay one ${project} account at most PASS_TASKS_VALUE_CAP_RUB a season`, () => {
      expect(tasks.length).toBeGreaterThan(0);
      const cap = withinCap(tasks, tasksCapKopecks);
      expect(cap.capKopecks).toBe(15_000);
      expect(cap.totalKopecks).toBeGreaterThan(0);
      expect(cap.totalKopecks).toBeLessThanOrEqual(cap.capKopecks);
    });

    it(`leave a ${project} account that takes everything within what it paid × the ceiling and the two caps`, () => {
      const buys = coinBuys(cat);
      expect(buys.kopecks).toBeGreaterThan(0);
      const path = worstPath(
        {
          offers,
          levels: passLevelValues(season.levels, cat, rtpMax),
          tasks,
          missions: missionValues(MISSIONS, cat, rtpMax),
        },
        cat,
        rtpMax,
        { buysKopecks: buys.kopecks, allowanceKopecks: missionsCapKopecks + tasksCapKopecks },
      );
      expect(path.total.v.priceKopecks).toBeGreaterThan(0);
      expect(path.total.v.evKopecks).toBeLessThanOrEqual(path.boundKopecks);
      expect(path.within).toBe(true);
    });
  }
});
