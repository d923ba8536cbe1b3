/**
 * Issue 44 "One value rule for everything that pays out", offers: an offer's expected value (its cases' EV, its
 * money, its coins at COIN_VALUE_KOPECKS) against its price × CASE_RTP_MAX — the rule itself, every seeded offer
 * of both projects within it, and the coin's value at least what any seeded coin case pays per coin.
 */
import { GAME_PROJECTS } from '@cases/domain/projects';
import { describe, expect, it } from 'vitest';
import { loadCatalogConfig } from '../catalog-config.ts';
import { expectedValueKopecks } from './catalog.ts';
import { COIN_VALUE_KOPECKS } from './coin-value.ts';
import { catalogOfferValue, offerValue } from './offer-value.ts';
import { projectCatalog } from './projects.ts';

const { rtpMax } = loadCatalogConfig({});

describe('offer value (issue 44)', () => {
  it('adds the cases’ EV × count, the money and the coins at the coin’s value, and bounds it by price × ceiling', () => {
    const v = offerValue(
      {
        priceKopecks: 20_000,
        cases: [
          { evKopecks: 1_710, count: 3 },
          { evKopecks: 4_361, count: 1 },
        ],
        bonusMoneyKopecks: 500,
        bonusCoins: 10,
      },
      0.95,
    );
    expect(v.evKopecks).toBe(3 * 1_710 + 4_361 + 500 + 10 * COIN_VALUE_KOPECKS);
    expect(v.boundKopecks).toBe(19_000);
    expect(v.ratio).toBeCloseTo(10_491 / 20_000, 9);
    expect(v.over).toBe(false);
    // One kopeck of money more than the bound allows is over it.
    const edge = { priceKopecks: 10_000, cases: [], bonusCoins: 0 };
    expect(offerValue({ ...edge, bonusMoneyKopecks: 9_500 }, 0.95).over).toBe(false);
    expect(offerValue({ ...edge, bonusMoneyKopecks: 9_501 }, 0.95).over).toBe(true);
  });

  it('finds the console attack of issue 44 over the bound: 0.01 ₽ for 1,000,000 ₽ and 10,000,000 coins', () => {
    const v = offerValue(
      { priceKopecks: 1, cases: [], bonusMoneyKopecks: 100_000_000, bonusCoins: 10_000_000 },
      rtpMax,
    );
    expect(v.evKopecks).toBe(100_000_000 + 10_000_000 * COIN_VALUE_KOPECKS);
    expect(v.over).toBe(true);
  });

  for (const project of GAME_PROJECTS) {
    const { offers, cases, items } = projectCatalog(project);
    const bySlug = new Map(items.map((i) => [i.slug, i]));

    it(`holds every seeded ${project} offer within price × ${rtpMax}`, () => {
      expect(offers.length).toBeGreaterThan(0);
      const values = offers.map((o) => ({
        slug: o.slug,
        ...catalogOfferValue(o, cases, bySlug, rtpMax),
      }));
      expect(values.filter((v) => v.over).map((v) => `${v.slug}: ${v.ratio.toFixed(3)}`)).toEqual(
        [],
      );
      // Still a sale: below the old price (the openings and money one by one).
      expect(offers.filter((o) => o.priceKopecks >= o.oldPriceKopecks).map((o) => o.slug)).toEqual(
        [],
      );
    });

    it(`values a ${project} coin at least at what any coin case pays per coin`, () => {
      const coinCases = cases.filter((c) => (c.priceCoins ?? 0) > 0);
      expect(coinCases.length).toBeGreaterThan(0);
      const generous = coinCases
        .map((c) => ({ slug: c.slug, perCoin: expectedValueKopecks(c, bySlug) / c.priceCoins! }))
        .filter((c) => c.perCoin > COIN_VALUE_KOPECKS);
      expect(generous).toEqual([]);
    });
  }
});
