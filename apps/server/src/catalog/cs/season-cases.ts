/**
 * The CS project's seeded season cases (issue 28, the full case card of spec 000 §3 and the label priority of
 * §4), mirroring ../season-cases.ts: the same slugs (code and season.ts name them) and card fields, CS names.
 * Each takes the drop list and volatility of the CS shop case of the same price (same odds, RTP in the same
 * bounds), so no new weights had to be fitted. Coin cases are priced in whole coins (TASTY_COIN) and never in
 * money.
 */
import { csCases } from './cases.ts';
import type { CatalogCase, CatalogCaseItem } from '../types.ts';

/** The drop list (copied, so the two can drift apart later) and volatility of the CS shop case `slug`. */
function dropsOf(slug: string): Pick<CatalogCase, 'volatility'> & { items: CatalogCaseItem[] } {
  const c = csCases.find((x) => x.slug === slug);
  if (!c) throw new Error(`cs season case: no shop case ${slug}`);
  return { volatility: c.volatility, items: c.items.map((i) => ({ ...i })) };
}

const base = { oldPriceKopecks: null, label: null, available: true } as const;

export const csSeasonCases: CatalogCase[] = [
  {
    ...base,
    slug: 'limited-aegis',
    name: 'Кубок чемпионов',
    nameEn: "Champions' Trophy",
    section: 'season',
    priceKopecks: 14900,
    color: '#7fe3ff',
    ...dropsOf('dust-2'),
    opensLimit: 500,
    coins: { min: 5, max: 14 },
  },
  {
    ...base,
    slug: 'timed-night',
    name: 'Ночная операция',
    nameEn: 'Night Operation',
    section: 'season',
    priceKopecks: 12900,
    color: '#5c6bc0',
    ...dropsOf('awp'),
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
    color: '#4dd0e1',
    ...dropsOf('army-surplus'),
    everyNOpenFree: 3,
    coins: { min: 2, max: 5 },
  },
  {
    ...base,
    slug: 'multifix-three',
    name: 'Тройное убийство',
    nameEn: 'Triple Kill',
    section: 'season',
    priceKopecks: 1900,
    color: '#ffb74d',
    ...dropsOf('starter'),
    multifixNumber: 3,
    coins: { min: 1, max: 3 },
  },
  {
    ...base,
    slug: 'multicast-ogre',
    name: 'Мультикилл',
    nameEn: 'Multi-Kill',
    section: 'season',
    priceKopecks: 5900,
    color: '#ff8a65',
    ...dropsOf('desert-eagle'),
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
    color: '#ce93d8',
    ...dropsOf('pistols'),
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
    color: '#9fd3ff',
    ...dropsOf('starter'),
  },
  {
    ...base,
    // The slug stays (season.ts gives it as a level reward); the case is CS's.
    slug: 'coin-roshan',
    name: 'Тайник на Мираже',
    nameEn: 'Mirage Stash',
    section: 'coin-cases',
    priceKopecks: 0,
    priceCoins: 120,
    color: '#f03573',
    ...dropsOf('army-surplus'),
  },
];

/** Coins each paid drop of a CS shop case pays (its `bonuses`), by slug; about one coin per 10 ₽ on average, fewer on the dearest cases. */
export const csShopCaseCoins: Readonly<Record<string, { min: number; max: number }>> = {
  starter: { min: 1, max: 3 },
  'army-surplus': { min: 2, max: 5 },
  'desert-eagle': { min: 2, max: 6 },
  m4: { min: 3, max: 7 },
  pistols: { min: 3, max: 8 },
  'ak-47': { min: 4, max: 10 },
  awp: { min: 5, max: 12 },
  'dust-2': { min: 5, max: 14 },
  covert: { min: 10, max: 25 },
  gloves: { min: 15, max: 35 },
  classified: { min: 20, max: 50 },
  'fifty-fifty': { min: 30, max: 70 },
  knife: { min: 60, max: 140 },
  elite: { min: 150, max: 350 },
  'dragon-lore': { min: 500, max: 1000 },
};
