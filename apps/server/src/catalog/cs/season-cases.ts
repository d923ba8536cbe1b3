/**
 * The CS project's seeded season cases (issue 28, the full case card of spec 000 §3 and the label priority of
 * §4), mirroring ../season-cases.ts: the same slugs (code and season.ts name them) and card fields, CS names.
 * Each takes the drop list and volatility of the CS shop case of the same price (same odds, RTP in the same
 * bounds), so no new weights had to be fitted. Coin cases are priced in whole coins (TASTY_COIN) and never in
 * money. Only the names and the shop case whose drops each takes are written here; the rest of each card is the Dota
 * season case's.
 */
import { seasonCases } from '../season-cases.ts';
import { csCases } from './cases.ts';
import type { CatalogCase, CatalogCaseItem } from '../types.ts';

/** The drop list (copied, so the two can drift apart later) and volatility of the CS shop case `slug`. */
function dropsOf(slug: string): Pick<CatalogCase, 'volatility'> & { items: CatalogCaseItem[] } {
  const c = csCases.find((x) => x.slug === slug);
  if (!c) throw new Error(`cs season case: no shop case ${slug}`);
  return { volatility: c.volatility, items: c.items.map((i) => ({ ...i })) };
}

/** Each season case's CS names and the CS shop case whose drops and volatility it takes. */
const CS_SEASON: Record<string, { name: string; nameEn: string; drops: string }> = {
  'limited-aegis': { name: 'Кубок чемпионов', nameEn: "Champions' Trophy", drops: 'dust-2' },
  'timed-night': { name: 'Ночная операция', nameEn: 'Night Operation', drops: 'awp' },
  'every-third': { name: 'Третий в подарок', nameEn: 'Third One Free', drops: 'army-surplus' },
  'multifix-three': { name: 'Тройное убийство', nameEn: 'Triple Kill', drops: 'starter' },
  'multicast-ogre': { name: 'Мультикилл', nameEn: 'Multi-Kill', drops: 'desert-eagle' },
  'offer-bundle': { name: 'Набор сезона', nameEn: 'Season Bundle', drops: 'pistols' },
  'coin-frost': { name: 'Ледяной кейс', nameEn: 'Frost Case', drops: 'starter' },
  'coin-roshan': { name: 'Тайник на Мираже', nameEn: 'Mirage Stash', drops: 'army-surplus' },
};

export const csSeasonCases: CatalogCase[] = seasonCases.map((c) => {
  const cs = CS_SEASON[c.slug];
  if (!cs) throw new Error(`No CS names for the season case ${c.slug}`);
  return { ...c, name: cs.name, nameEn: cs.nameEn, ...dropsOf(cs.drops) };
});

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
