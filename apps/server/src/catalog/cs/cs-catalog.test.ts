import { paidShare } from '@cases/domain/odds';
import { describe, it, expect } from 'vitest';
import { CASE_LABEL_TYPES } from '@cases/domain/catalog';
import { caseLevelByPosition } from '@cases/domain/levels';
import { catalogSections } from '../sections.ts';
import { catalogCases } from '../cases.ts';
import { levelCases } from '../level-cases.ts';
import { seasonCases } from '../season-cases.ts';
import { catalogOffers } from '../offers.ts';
import { boardSeries } from '../leaderboards.ts';
import { expectedValueKopecks as dotaExpectedValue } from '../catalog.ts';
import type { CatalogCase } from '../types.ts';
import {
  CS_EXTERIOR_NAMES,
  CS_EXTERIORS,
  CS_KINDS,
  CS_RARITIES,
  CS_RARITY_COLORS,
  type CsItem,
} from './types.ts';
import { csItems } from './items.ts';
import { csCaseForDotaCase, csCases } from './cases.ts';
import { csLevelCases } from './level-cases.ts';
import { csSeasonCases, csShopCaseCoins } from './season-cases.ts';
import { csOffers } from './offers.ts';
import { csBoardSeries } from './leaderboards.ts';

const itemBySlug = new Map<string, CsItem>(csItems.map((i) => [i.slug, i]));
const allCsCases: CatalogCase[] = [...csCases, ...csLevelCases, ...csSeasonCases];
const paidShopCases = csCases.filter((c) => c.priceKopecks > 0);
const cyrillic = /[\u0400-\u04ff]/;

/** Mean item price of one opening, in kopecks. */
function expectedValue(c: CatalogCase): number {
  let total = 0;
  let weighted = 0;
  for (const e of c.items) {
    total += e.weight;
    weighted += e.weight * itemBySlug.get(e.item)!.priceKopecks;
  }
  return weighted / total;
}

/** Volatility by the rule of cases.ts: coefficient of variation below 0.7 → 1, 1.5 → 2, 3 → 3, else 4. */
function volatilityOf(c: CatalogCase): number {
  const mean = expectedValue(c);
  const total = c.items.reduce((s, e) => s + e.weight, 0);
  const variance =
    c.items.reduce((s, e) => s + e.weight * (itemBySlug.get(e.item)!.priceKopecks - mean) ** 2, 0) /
    total;
  const cv = Math.sqrt(variance) / mean;
  return cv < 0.7 ? 1 : cv < 1.5 ? 2 : cv < 3 ? 3 : 4;
}

describe('CS items', () => {
  it('has 120–160 items with unique kebab-case slugs ending in their exterior, unique names', () => {
    expect(csItems.length).toBeGreaterThanOrEqual(120);
    expect(csItems.length).toBeLessThanOrEqual(160);
    const slugs = csItems.map((i) => i.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const i of csItems) {
      expect(i.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(i.slug.endsWith(`-${i.exterior}`), i.slug).toBe(true);
    }
    expect(new Set(csItems.map((i) => i.name)).size).toBe(csItems.length);
  });

  it('writes each name as the market does: "[★ ]Weapon | Skin (Exterior)" matching the fields', () => {
    for (const i of csItems) {
      expect(CS_EXTERIORS, i.slug).toContain(i.exterior);
      expect(CS_KINDS, i.slug).toContain(i.kind);
      const star = i.kind === 'knife' || i.kind === 'gloves' ? '★ ' : '';
      expect(i.name, i.slug).toBe(
        `${star}${i.weapon} | ${i.skin} (${CS_EXTERIOR_NAMES[i.exterior]})`,
      );
      const m = /\(([^()]+)\)$/.exec(i.name);
      expect(m?.[1], i.slug).toBe(CS_EXTERIOR_NAMES[i.exterior]);
      expect(i.name, i.slug).not.toMatch(cyrillic);
    }
  });

  it('marks knives and gloves with "★ " and the extraordinary tier, and nothing else', () => {
    for (const i of csItems) {
      const special = i.kind === 'knife' || i.kind === 'gloves';
      expect(i.name.startsWith('★ '), i.slug).toBe(special);
      expect(i.rarity === 'extraordinary', i.slug).toBe(special);
    }
    expect(csItems.filter((i) => i.kind === 'knife').length).toBeGreaterThanOrEqual(5);
    expect(csItems.filter((i) => i.kind === 'gloves').length).toBeGreaterThanOrEqual(3);
  });

  it('has exactly one contraband item, the M4A4 | Howl', () => {
    const contraband = csItems.filter((i) => i.rarity === 'contraband');
    expect(contraband).toHaveLength(1);
    expect(contraband[0]!.weapon).toBe('M4A4');
    expect(contraband[0]!.skin).toBe('Howl');
  });

  it('covers every rarity, with the cheap grades well stocked, and positive whole-rouble prices', () => {
    const count = (r: string) => csItems.filter((i) => i.rarity === r).length;
    for (const r of CS_RARITIES) expect(count(r), r).toBeGreaterThan(0);
    for (const r of ['consumer', 'industrial', 'milspec'])
      expect(count(r), r).toBeGreaterThanOrEqual(10);
    for (const i of csItems) {
      expect(Number.isInteger(i.priceKopecks) && i.priceKopecks > 0, i.slug).toBe(true);
      expect(i.priceKopecks % 100, i.slug).toBe(0);
    }
  });

  it('lists rarity groups from the highest down, each from the most expensive down', () => {
    let rank = Infinity;
    let previous = Infinity;
    for (const i of csItems) {
      const r = CS_RARITIES.indexOf(i.rarity);
      expect(r, i.slug).toBeLessThanOrEqual(rank);
      if (r < rank) previous = Infinity;
      rank = r;
      expect(i.priceKopecks, i.slug).toBeLessThanOrEqual(previous);
      previous = i.priceKopecks;
    }
  });

  it('keeps to exteriors that exist for finishes with a narrow wear range', () => {
    const allowed: [RegExp, string[]][] = [
      [
        / \| (Doppler|Fade|Marble Fade|Tiger Tooth|Blaze|Lightning Strike|Golden Koi)$/,
        ['fn', 'mw'],
      ],
      [/^(AWP|M4A4) \| Asiimov$/, ['ft', 'ww', 'bs']],
      [/^M4A4 \| Howl$/, ['fn', 'mw', 'ft']],
      [/ \| Redline$/, ['mw', 'ft', 'ww', 'bs']],
      [/ \| Slaughter$/, ['fn', 'mw', 'ft']],
    ];
    for (const i of csItems) {
      const rule = allowed.find(([re]) => re.test(`${i.weapon} | ${i.skin}`));
      if (rule) expect(rule[1], i.slug).toContain(i.exterior);
    }
  });

  it('has a #rrggbb colour for every rarity', () => {
    for (const r of CS_RARITIES) expect(CS_RARITY_COLORS[r], r).toMatch(/^#[0-9a-f]{6}$/);
    expect(CS_RARITY_COLORS.covert).toBe('#eb4b4b');
    expect(CS_RARITY_COLORS.consumer).toBe('#b0c3d9');
  });
});

describe('CS cases', () => {
  it('gives every case a unique slug, an existing section and valid card fields', () => {
    expect(new Set(allCsCases.map((c) => c.slug)).size).toBe(allCsCases.length);
    const sections = new Set(catalogSections.map((s) => s.slug));
    for (const c of allCsCases) {
      expect(sections.has(c.section), `${c.slug}: ${c.section}`).toBe(true);
      expect(Number.isInteger(c.priceKopecks) && c.priceKopecks >= 0, c.slug).toBe(true);
      if (c.oldPriceKopecks !== null)
        expect(c.oldPriceKopecks, c.slug).toBeGreaterThan(c.priceKopecks);
      if (c.label) expect(CASE_LABEL_TYPES, c.slug).toContain(c.label.type);
      if (c.label?.type === 'custom') {
        expect(c.label.name, c.slug).toMatch(cyrillic);
        expect(c.label.nameEn, c.slug).toBeTruthy();
        expect(c.label.color, c.slug).toMatch(/^#[0-9a-f]{6}$/i);
      }
      expect(c.color, c.slug).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('drops existing items with positive integer weights, once each, most expensive first', () => {
    for (const c of allCsCases) {
      expect(new Set(c.items.map((e) => e.item)).size, c.slug).toBe(c.items.length);
      let previous = Infinity;
      for (const e of c.items) {
        const item = itemBySlug.get(e.item);
        expect(item, `${c.slug}: ${e.item}`).toBeDefined();
        expect(Number.isInteger(e.weight) && e.weight > 0, `${c.slug}: ${e.item}`).toBe(true);
        expect(item!.priceKopecks, `${c.slug}: ${e.item}`).toBeLessThanOrEqual(previous);
        previous = item!.priceKopecks;
      }
    }
  });

  it('states the volatility its payout spread gives', () => {
    for (const c of allCsCases) expect(c.volatility, c.slug).toBe(volatilityOf(c));
  });

  it('sells 12–16 paid shop cases of 6–14 items from 19 ₽ to about 15 000 ₽', () => {
    expect(paidShopCases.length).toBeGreaterThanOrEqual(12);
    expect(paidShopCases.length).toBeLessThanOrEqual(16);
    for (const c of paidShopCases) {
      expect(c.items.length, c.slug).toBeGreaterThanOrEqual(6);
      expect(c.items.length, c.slug).toBeLessThanOrEqual(14);
    }
    const prices = paidShopCases.map((c) => c.priceKopecks);
    expect(Math.min(...prices)).toBe(1900);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(1_000_000);
    expect(Math.max(...prices)).toBeLessThanOrEqual(1_500_000);
  });

  it('returns 0.88–0.92 of what a drop costs on every paid case (every N-th free: price × (N − 1) ÷ N)', () => {
    const paid = allCsCases.filter((c) => c.priceKopecks > 0);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.filter((c) => c.everyNOpenFree)).not.toEqual([]);
    for (const c of paid) {
      const rtp = expectedValue(c) / (c.priceKopecks * paidShare(c.everyNOpenFree));
      expect(rtp, c.slug).toBeGreaterThanOrEqual(0.88);
      expect(rtp, c.slug).toBeLessThanOrEqual(0.92);
    }
  });

  it('has the two free cases the shop needs: a cheap daily gift and the top-up case', () => {
    const free = csCases.filter((c) => c.priceKopecks === 0);
    expect(free.map((c) => c.slug)).toEqual(['daily-gift', 'daily-deposit']);
    const [gift, deposit] = free;
    for (const c of free) {
      expect(c.section, c.slug).toBe('free');
      expect(c.label?.type, c.slug).toBe('free');
      expect(c.level ?? 0, c.slug).toBe(0);
    }
    expect(expectedValue(gift!)).toBeLessThanOrEqual(1000);
    for (const e of gift!.items)
      expect(['consumer', 'industrial']).toContain(itemBySlug.get(e.item)!.rarity);
    expect(expectedValue(deposit!)).toBeGreaterThan(expectedValue(gift!));
    expect(expectedValue(deposit!)).toBeLessThanOrEqual(2000);
  });

  it('has exactly one unavailable (ended) case, in the events section', () => {
    const ended = allCsCases.filter((c) => !c.available);
    expect(ended).toHaveLength(1);
    expect(ended[0]!.section).toBe('events');
  });

  it('names every case in Russian and English, no two alike in either language', () => {
    for (const c of allCsCases) {
      expect(c.name, c.slug).toMatch(cyrillic);
      expect(c.nameEn, c.slug).toBeTruthy();
      expect(c.nameEn, c.slug).not.toMatch(cyrillic);
    }
    for (const names of [allCsCases.map((c) => c.name), allCsCases.map((c) => c.nameEn)])
      expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(allCsCases.length);
  });

  it('names a CS case of the same price for every Dota shop case', () => {
    for (const dota of catalogCases.filter((c) => c.priceKopecks > 0)) {
      const slug = csCaseForDotaCase[dota.slug];
      expect(slug, dota.slug).toBeDefined();
      const cs = csCases.find((c) => c.slug === slug);
      expect(cs, `${dota.slug} → ${slug}`).toBeDefined();
      expect(cs!.priceKopecks, dota.slug).toBe(dota.priceKopecks);
    }
  });

  it('pays coins on paid shop cases only, min ≤ max', () => {
    for (const [slug, coins] of Object.entries(csShopCaseCoins)) {
      const c = csCases.find((x) => x.slug === slug);
      expect(c && c.priceKopecks > 0 && c.available, slug).toBe(true);
      expect(coins.min, slug).toBeGreaterThan(0);
      expect(coins.min, slug).toBeLessThanOrEqual(coins.max);
    }
  });
});

describe('CS level cases', () => {
  it('have the Dota slugs and levels, are free and gated by position, worth about as much, more the higher', () => {
    expect(csLevelCases.map((c) => [c.slug, c.level])).toEqual(
      levelCases.map((c) => [c.slug, c.level]),
    );
    expect(csLevelCases.map((c) => c.level)).toEqual(
      csLevelCases.map((_, i) => caseLevelByPosition(i)),
    );
    let previous = 0;
    for (const [i, c] of csLevelCases.entries()) {
      expect(c.priceKopecks, c.slug).toBe(0);
      expect(c.available, c.slug).toBe(true);
      expect(c.section, c.slug).toBe('levels');
      const ev = expectedValue(c);
      expect(ev, c.slug).toBeGreaterThan(previous);
      previous = ev;
      const dota = dotaExpectedValue(levelCases[i]!);
      expect(Math.abs(ev - dota) / dota, c.slug).toBeLessThan(0.05);
    }
  });
});

describe('CS season cases', () => {
  it('have the Dota season slugs with the same card fields', () => {
    expect(csSeasonCases.map((c) => c.slug)).toEqual(seasonCases.map((c) => c.slug));
    const card = (c: CatalogCase) => ({
      section: c.section,
      priceKopecks: c.priceKopecks,
      priceCoins: c.priceCoins,
      coins: c.coins,
      opensLimit: c.opensLimit,
      windowDays: c.windowDays,
      everyNOpenFree: c.everyNOpenFree,
      multifixNumber: c.multifixNumber,
      multicastRange: c.multicastRange,
      isOffer: c.isOffer,
    });
    for (const [i, c] of csSeasonCases.entries())
      expect(card(c), c.slug).toEqual(card(seasonCases[i]!));
  });

  it('take the drop list of a CS shop case of the same price a paid drop', () => {
    for (const c of csSeasonCases.filter((x) => x.priceKopecks > 0)) {
      // An every-N-th-free case's drop costs price × (N − 1) ÷ N.
      const perDrop = Math.round(c.priceKopecks * paidShare(c.everyNOpenFree));
      const twin = csCases.find(
        (s) => s.priceKopecks === perDrop && JSON.stringify(s.items) === JSON.stringify(c.items),
      );
      expect(twin, c.slug).toBeDefined();
    }
    for (const c of csSeasonCases.filter((x) => x.priceKopecks === 0))
      expect(c.priceCoins ?? 0, c.slug).toBeGreaterThan(0);
  });
});

describe('CS offers', () => {
  const caseBySlug = new Map(allCsCases.map((c) => [c.slug, c]));

  it('mirror the Dota offers: same slugs, triggers, prices and limits', () => {
    expect(csOffers.map((o) => [o.slug, o.triggerType])).toEqual(
      catalogOffers.map((o) => [o.slug, o.triggerType]),
    );
    for (const [i, o] of csOffers.entries()) {
      const d = catalogOffers[i]!;
      expect([o.priceKopecks, o.bonusCoins, o.bonusMoneyKopecks, o.perPlayerLimit], o.slug).toEqual(
        [d.priceKopecks, d.bonusCoins, d.bonusMoneyKopecks, d.perPlayerLimit],
      );
    }
  });

  it('price each old price at its openings bought one by one plus the bonus money', () => {
    for (const o of csOffers) {
      expect(caseBySlug.has(o.imageCase), `${o.slug}: ${o.imageCase}`).toBe(true);
      let cost = 0;
      for (const c of o.cases) {
        const cs = caseBySlug.get(c.slug);
        expect(cs, `${o.slug}: ${c.slug}`).toBeDefined();
        expect(cs!.priceKopecks, `${o.slug}: ${c.slug}`).toBeGreaterThan(0);
        cost += cs!.priceKopecks * c.count;
      }
      expect(cost + o.bonusMoneyKopecks, o.slug).toBe(o.oldPriceKopecks);
      expect(o.priceKopecks, o.slug).toBeLessThan(o.oldPriceKopecks);
      expect(o.title, o.slug).toMatch(cyrillic);
      expect(o.titleEn, o.slug).not.toMatch(cyrillic);
    }
  });
});

describe('CS leaderboards', () => {
  it('have the Dota series (daily-spent, …) with CS item prizes', () => {
    expect(csBoardSeries.map((b) => b.slug)).toEqual(boardSeries.map((b) => b.slug));
    expect(csBoardSeries.map((b) => b.slug)).toContain('daily-spent');
    for (const [i, b] of csBoardSeries.entries()) {
      const d = boardSeries[i]!;
      expect([b.type, b.period, b.minScore, b.prizes.length], b.slug).toEqual([
        d.type,
        d.period,
        d.minScore,
        d.prizes.length,
      ]);
      expect(new Set(b.prizes).size, b.slug).toBe(b.prizes.length);
      for (const p of b.prizes) expect(itemBySlug.has(p), `${b.slug}: ${p}`).toBe(true);
    }
  });
});
