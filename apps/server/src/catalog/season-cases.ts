/**
 * The seeded season's cases (issue 28, the full case card of spec 000 §3 and the label priority of §4): each
 * field of a card is real on one of them. Their drop lists are those of a shop case of the same price (same
 * odds, RTP in the same bounds; `npm run catalog:report`), so no new weights had to be fitted. Coin cases are
 * priced in whole coins (TASTY_COIN) and never in money.
 */
import { catalogCases } from './cases.ts';
import type { CatalogCase, CatalogCaseItem } from './types.ts';

/** The drop list of the shop case `slug` (copied, so the two can drift apart later). */
function dropsOf(slug: string): CatalogCaseItem[] {
  const c = catalogCases.find((x) => x.slug === slug);
  if (!c) throw new Error(`season case: no shop case ${slug}`);
  return c.items.map((i) => ({ ...i }));
}

const base = { oldPriceKopecks: null, label: null, available: true } as const;

export const seasonCases: CatalogCase[] = [
  {
    ...base,
    slug: 'limited-aegis',
    name: 'Эгида чемпионов',
    nameEn: 'Aegis of Champions',
    section: 'season',
    priceKopecks: 14900,
    volatility: 2,
    color: '#7fe3ff',
    items: dropsOf('dota-world'),
    opensLimit: 500,
    coins: { min: 5, max: 14 },
  },
  {
    ...base,
    slug: 'timed-night',
    name: 'Долгая ночь',
    nameEn: 'The Long Night',
    section: 'season',
    priceKopecks: 12900,
    volatility: 3,
    color: '#5c6bc0',
    items: dropsOf('shadow-fiend'),
    windowDays: 14,
    coins: { min: 5, max: 12 },
  },
  {
    ...base,
    slug: 'every-third',
    name: 'Третий в подарок',
    nameEn: 'Third One Free',
    section: 'season',
    // Every third opening free: a paid drop costs 73.50 × 2/3 = 49 ₽, the price of the shop case whose drops it
    // has, so it returns what that case does (domain odds.ts paidShare; issue 44).
    priceKopecks: 7350,
    volatility: 2,
    color: '#4dd0e1',
    items: dropsOf('pocket-immortal'),
    everyNOpenFree: 3,
    coins: { min: 2, max: 5 },
  },
  {
    ...base,
    slug: 'multifix-three',
    name: 'Тройной удар',
    nameEn: 'Triple Strike',
    section: 'season',
    priceKopecks: 1900,
    volatility: 1,
    color: '#ffb74d',
    items: dropsOf('starter'),
    multifixNumber: 3,
    coins: { min: 1, max: 3 },
  },
  {
    ...base,
    slug: 'multicast-ogre',
    name: 'Мультикаст Огра',
    nameEn: 'Ogre Multicast',
    section: 'season',
    priceKopecks: 5900,
    volatility: 2,
    color: '#ff8a65',
    items: dropsOf('lina'),
    multicastRange: [2, 4],
    coins: { min: 2, max: 6 },
  },
  {
    ...base,
    slug: 'offer-bundle',
    name: 'Набор сезона',
    nameEn: 'Season Bundle',
    section: 'season',
    priceKopecks: 8900,
    volatility: 2,
    color: '#ce93d8',
    items: dropsOf('hero-sets'),
    isOffer: true,
    coins: { min: 3, max: 8 },
  },
  {
    ...base,
    slug: 'coin-frost',
    name: 'Ледяной кейс',
    nameEn: 'Frost Case',
    section: 'coin-cases',
    priceKopecks: 0,
    priceCoins: 40,
    volatility: 1,
    color: '#9fd3ff',
    items: dropsOf('starter'),
  },
  {
    ...base,
    slug: 'coin-roshan',
    name: 'Логово Рошана',
    nameEn: "Roshan's Lair",
    section: 'coin-cases',
    priceKopecks: 0,
    priceCoins: 120,
    volatility: 2,
    color: '#f03573',
    items: dropsOf('pocket-immortal'),
  },
];

/** Coins each paid drop of a shop case pays (its `bonuses`), by slug; about one coin per 10 ₽ on average. */
export const shopCaseCoins: Readonly<Record<string, { min: number; max: number }>> = {
  starter: { min: 1, max: 3 },
  'pocket-immortal': { min: 2, max: 5 },
  lina: { min: 2, max: 6 },
  'crystal-maiden': { min: 3, max: 7 },
  'hero-sets': { min: 3, max: 8 },
  juggernaut: { min: 4, max: 10 },
  'shadow-fiend': { min: 5, max: 12 },
  'dota-world': { min: 5, max: 14 },
  pudge: { min: 5, max: 14 },
  immortal: { min: 10, max: 25 },
  golden: { min: 15, max: 35 },
  invoker: { min: 20, max: 50 },
  'fifty-fifty': { min: 30, max: 70 },
  arcana: { min: 60, max: 140 },
  elite: { min: 150, max: 350 },
};
