import { describe, it, expect } from 'vitest';
import { ITEM_TYPE } from '@cases/domain/api/inventory';
import { DOTA_RARITIES, RARITIES, CASE_LABEL_TYPES, ITEM_SLOTS } from '@cases/domain/catalog';
import { dotaHeroes } from '../platform/dota-heroes.ts';
import { catalogCases } from './cases.ts';
import { catalogSections } from './sections.ts';
import { allCases, catalogItems, expectedValueKopecks, itemBySlug, rtpOf } from './catalog.ts';

/** dotaconstants' hero short names (`juggernaut`). */
function dotaHeroNames(): Set<string> {
  return new Set(Object.values(dotaHeroes).map((h) => h.name.replace(/^npc_dota_hero_/, '')));
}

const paidCases = catalogCases.filter((c) => c.priceKopecks > 0);

describe('catalog items', () => {
  it('has at least 150 items with unique kebab-case slugs', () => {
    expect(catalogItems.length).toBeGreaterThanOrEqual(150);
    const slugs = catalogItems.map((i) => i.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('binds every hero item to a hero that exists in dotaconstants', () => {
    const heroes = dotaHeroNames();
    expect(heroes.size).toBeGreaterThan(100);
    for (const item of catalogItems) {
      if (item.hero !== null)
        expect(heroes.has(item.hero), `${item.slug}: ${item.hero}`).toBe(true);
    }
  });

  it('has unique names and positive integer prices', () => {
    const names = catalogItems.map((i) => i.name);
    expect(new Set(names).size).toBe(names.length);
    for (const item of catalogItems) {
      expect(Number.isInteger(item.priceKopecks), item.slug).toBe(true);
      expect(item.priceKopecks, item.slug).toBeGreaterThan(0);
    }
  });

  it('covers every rarity', () => {
    const present = new Set(catalogItems.map((i) => i.rarity));
    for (const rarity of DOTA_RARITIES) expect(present.has(rarity), rarity).toBe(true);
  });
});

describe('catalog sections', () => {
  it('has at least 3 sections with unique slugs and #rrggbb gradients', () => {
    expect(catalogSections.length).toBeGreaterThanOrEqual(3);
    expect(new Set(catalogSections.map((s) => s.slug)).size).toBe(catalogSections.length);
    for (const s of catalogSections)
      for (const colour of s.gradient) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

describe('catalog cases', () => {
  it('has at least 12 cases with unique slugs, each in an existing section', () => {
    expect(catalogCases.length).toBeGreaterThanOrEqual(12);
    expect(new Set(catalogCases.map((c) => c.slug)).size).toBe(catalogCases.length);
    const sections = new Set(catalogSections.map((s) => s.slug));
    for (const c of catalogCases)
      expect(sections.has(c.section), `${c.slug}: ${c.section}`).toBe(true);
  });

  it('references existing items with positive integer weights, most expensive first', () => {
    for (const c of catalogCases) {
      expect(c.items.length, c.slug).toBeGreaterThanOrEqual(6);
      expect(c.items.length, c.slug).toBeLessThanOrEqual(20);
      expect(new Set(c.items.map((e) => e.item)).size, c.slug).toBe(c.items.length);
      let previous = Infinity;
      for (const entry of c.items) {
        const item = itemBySlug.get(entry.item);
        expect(item, `${c.slug}: ${entry.item}`).toBeDefined();
        expect(Number.isInteger(entry.weight) && entry.weight > 0, `${c.slug}: ${entry.item}`).toBe(
          true,
        );
        expect(item!.priceKopecks, `${c.slug}: ${entry.item}`).toBeLessThanOrEqual(previous);
        previous = item!.priceKopecks;
      }
    }
  });

  it('uses valid labels, volatility, colours and money fields', () => {
    for (const c of catalogCases) {
      expect(Number.isInteger(c.priceKopecks) && c.priceKopecks >= 0, c.slug).toBe(true);
      if (c.oldPriceKopecks !== null)
        expect(c.oldPriceKopecks, c.slug).toBeGreaterThan(c.priceKopecks);
      if (c.label) expect(CASE_LABEL_TYPES).toContain(c.label.type);
      if (c.label?.type === 'custom') {
        expect(c.label.name, c.slug).toBeTruthy();
        expect(c.label.color, c.slug).toMatch(/^#[0-9a-f]{6}$/i);
      }
      expect([1, 2, 3, 4]).toContain(c.volatility);
      expect(c.color, c.slug).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('has two free cases, labelled free: the daily gift of a few roubles and the top-up case', () => {
    const free = catalogCases.filter((c) => c.priceKopecks === 0);
    expect(free.map((c) => c.slug)).toEqual(['daily-gift', 'daily-deposit']);
    const [gift, deposit] = free;
    expect(deposit!.label?.type).toBe('free');
    expect(expectedValueKopecks(deposit!)).toBeLessThanOrEqual(2000);
    expect(gift!.label?.type).toBe('free');
    expect(rtpOf(gift!)).toBeNull();
    expect(expectedValueKopecks(gift!)).toBeLessThanOrEqual(1000);
    for (const entry of gift!.items)
      expect(['common', 'uncommon']).toContain(itemBySlug.get(entry.item)!.rarity);
  });

  it('has exactly one unavailable (ended) case', () => {
    expect(catalogCases.filter((c) => !c.available)).toHaveLength(1);
  });

  it('returns 0.80–0.95 of what a drop costs on every paid case, season cases included', () => {
    expect(paidCases.length).toBeGreaterThan(0);
    const paid = allCases.filter((c) => c.priceKopecks > 0 && c.priceCoins === undefined);
    expect(paid.filter((c) => c.everyNOpenFree)).not.toEqual([]);
    for (const c of paid) {
      const rtp = rtpOf(c)!;
      expect(rtp, c.slug).toBeGreaterThanOrEqual(0.8);
      expect(rtp, c.slug).toBeLessThanOrEqual(0.95);
    }
  });
});

describe('packs and vouchers', () => {
  const packs = catalogItems.filter((i) => i.type === ITEM_TYPE.pack);
  const vouchers = catalogItems.filter((i) => i.type === ITEM_TYPE.voucher);

  it('prices each pack at the sum of its contents, which are ordinary items of its hero', () => {
    expect(packs.length).toBeGreaterThanOrEqual(6);
    for (const pack of packs) {
      expect(pack.packItems?.length ?? 0, pack.slug).toBeGreaterThanOrEqual(2);
      const contents = pack.packItems!.map((slug) => itemBySlug.get(slug));
      let sum = 0;
      let rank = 0;
      for (const [i, item] of contents.entries()) {
        expect(item, `${pack.slug}: ${pack.packItems![i]}`).toBeDefined();
        expect(item!.type ?? ITEM_TYPE.item, `${pack.slug}: ${item!.slug}`).toBe(ITEM_TYPE.item);
        expect(item!.hero, `${pack.slug}: ${item!.slug}`).toBe(pack.hero);
        sum += item!.priceKopecks;
        rank = Math.max(rank, RARITIES.indexOf(item!.rarity));
      }
      expect(pack.priceKopecks, pack.slug).toBe(sum);
      expect(pack.rarity, pack.slug).toBe(RARITIES[rank]);
    }
  });

  it('has only ordinary items without contents besides packs and hero-less vouchers', () => {
    expect(vouchers.length).toBeGreaterThanOrEqual(3);
    for (const v of vouchers) {
      expect(v.hero, v.slug).toBeNull();
      expect(['common', 'uncommon', 'rare'], v.slug).toContain(v.rarity);
      expect(v.packItems ?? [], v.slug).toEqual([]);
    }
    for (const item of catalogItems)
      if (item.type !== ITEM_TYPE.pack) expect(item.packItems ?? [], item.slug).toEqual([]);
  });

  it('drops only packs from hero-sets, with the volatility its payout spread gives', () => {
    const c = catalogCases.find((x) => x.slug === 'hero-sets')!;
    expect(c).toBeDefined();
    for (const e of c.items) expect(itemBySlug.get(e.item)!.type, e.item).toBe(ITEM_TYPE.pack);
    const total = c.items.reduce((s, e) => s + e.weight, 0);
    const mean = expectedValueKopecks(c);
    const variance =
      c.items.reduce(
        (s, e) => s + e.weight * (itemBySlug.get(e.item)!.priceKopecks - mean) ** 2,
        0,
      ) / total;
    const cv = Math.sqrt(variance) / mean;
    expect(c.volatility).toBe(cv < 0.7 ? 1 : cv < 1.5 ? 2 : cv < 3 ? 3 : 4);
    expect(rtpOf(c)!).toBeGreaterThanOrEqual(0.88);
    expect(rtpOf(c)!).toBeLessThanOrEqual(0.92);
  });

  it('puts a few small vouchers into the free case', () => {
    const gift = catalogCases.find((c) => c.priceKopecks === 0)!;
    const inGift = gift.items.filter((e) => itemBySlug.get(e.item)!.type === ITEM_TYPE.voucher);
    expect(inGift.length).toBeGreaterThanOrEqual(1);
    for (const e of inGift) expect(itemBySlug.get(e.item)!.priceKopecks).toBeLessThanOrEqual(1000);
  });
});

describe('item slots (issue 9 item art)', () => {
  const HERO_LESS = ['courier', 'ward', 'terrain', 'announcer', 'hud', 'loading_screen', 'voucher'];
  /** The slot a "<Set> - <Piece>" or "<Set> <Piece>" name says, when its last word says one. */
  const PIECE: [RegExp, string][] = [
    [/(off-?hand)( weapon)?$/i, 'offhand'],
    [/(head|horns|mask|hat|crown|coronet)$/i, 'head'],
    [/(shoulders?|pauldrons|mantle)$/i, 'shoulders'],
    [/(arms?|grips|gloves|bracers|maulers)$/i, 'arms'],
    [/(weapon|hook|staff|cleaver|umbrella)$/i, 'weapon'],
    [/back$/i, 'back'],
    [/belt$/i, 'belt'],
    [/neck$/i, 'neck'],
  ];

  it('gives every item a valid slot: packs are bundles, vouchers vouchers, the rest Dota slots', () => {
    for (const item of catalogItems) {
      expect(ITEM_SLOTS, item.slug).toContain(item.slot);
      const type = item.type ?? ITEM_TYPE.item;
      if (type === ITEM_TYPE.pack) expect(item.slot, item.slug).toBe('bundle');
      else if (type === ITEM_TYPE.voucher) expect(item.slot, item.slug).toBe('voucher');
      else expect(['bundle', 'voucher'], item.slug).not.toContain(item.slot);
    }
  });

  it('binds hero slots to heroes and hero-less kinds (couriers, wards, terrains) to none', () => {
    for (const item of catalogItems) {
      if (item.type === ITEM_TYPE.voucher) continue;
      if (HERO_LESS.includes(item.slot)) expect(item.hero, item.slug).toBeNull();
      else expect(item.hero, item.slug).not.toBeNull();
    }
  });

  it('agrees with the piece a set item names (e.g. "Rotzo the Clown - Belt" is a belt)', () => {
    let named = 0;
    for (const item of catalogItems) {
      if ((item.type ?? ITEM_TYPE.item) !== ITEM_TYPE.item) continue;
      const piece = PIECE.find(([re]) => re.test(item.name.replace(/ - /, ' ')));
      if (!piece || !/ - |(Head|Arms|Belt|Back|Neck|Weapon|Shoulder|Armor)$/.test(item.name))
        continue;
      named++;
      expect(item.slot, item.slug).toBe(piece[1]);
    }
    expect(named).toBeGreaterThan(60);
  });

  it('uses at least ten different slots', () => {
    expect(new Set(catalogItems.map((i) => i.slot)).size).toBeGreaterThanOrEqual(10);
  });
});

describe('catalog texts in both languages (issue 9)', () => {
  const cyrillic = /[\u0400-\u04ff]/;

  it('names every section, case and custom label in Russian and English', () => {
    for (const s of catalogSections) {
      expect(s.name, s.slug).toMatch(cyrillic);
      expect(s.nameEn, s.slug).toBeTruthy();
      expect(s.nameEn, s.slug).not.toMatch(cyrillic);
    }
    for (const c of allCases) {
      expect(c.name, c.slug).toMatch(cyrillic);
      expect(c.nameEn, c.slug).toBeTruthy();
      expect(c.nameEn, c.slug).not.toMatch(cyrillic);
      if (c.label?.name) {
        expect(c.label.nameEn, c.slug).toBeTruthy();
        expect(c.label.nameEn, c.slug).not.toMatch(cyrillic);
      }
    }
  });

  it('gives no two cases the same name in either language', () => {
    for (const names of [allCases.map((c) => c.name), allCases.map((c) => c.nameEn)])
      expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(allCases.length);
  });

  it('keeps Steam items under their English market name and names shop items in both', () => {
    for (const item of catalogItems) {
      if (item.type === ITEM_TYPE.voucher) {
        expect(item.name, item.slug).toMatch(cyrillic);
        expect(item.nameEn, item.slug).toMatch(/^Balance bonus \d+ ₽$/);
      } else {
        expect(item.name, item.slug).not.toMatch(cyrillic);
        expect(item.nameEn, item.slug).toBeUndefined();
      }
    }
  });
});
