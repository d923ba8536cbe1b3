/**
 * Which picture a case gets, decided from its data alone (section, price, level, label and what it
 * drops), so a new case finds a fitting look without a designer: a gift for a free case, a crest
 * with the level for a level case, a crystal chest when it drops mostly arcanas, and so on.
 */
import { TOP_RARITIES, type Rarity } from '@cases/domain/catalog';

export type CaseTheme =
  | 'gift'
  | 'level'
  | 'frost'
  | 'split'
  | 'bundle'
  | 'crate'
  | 'hero'
  | 'crystal'
  | 'elite'
  | 'treasure'
  | 'pouch'
  | 'gold'
  | 'chest';

export interface CaseThemeInput {
  sectionId: string;
  /** Price in kopecks. */
  price: number;
  level: number;
  labelType: string | null;
  drops: { name: string; slot: string; rarity: string; hero: string | null }[];
}

/** Above this price (kopecks) a case without a stronger theme is an elite one. */
const ELITE_KOPECKS = 200_000;
/** Below this price (kopecks) a case of immortals is a pocket pouch. */
const POUCH_KOPECKS = 10_000;

const share = (
  drops: CaseThemeInput['drops'],
  test: (d: CaseThemeInput['drops'][number]) => boolean,
) => (drops.length === 0 ? 0 : drops.filter(test).length / drops.length);

/** The hero most of the drops belong to, when at least 60 % do; else null. */
export function dominantHero(drops: CaseThemeInput['drops']): string | null {
  const counts = new Map<string, number>();
  for (const d of drops) if (d.hero) counts.set(d.hero, (counts.get(d.hero) ?? 0) + 1);
  let best: [string, number] | null = null;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best && best[1] / drops.length >= 0.6 ? best[0] : null;
}

/** The theme of a case, first rule that holds (free and level cases first, a plain chest last). */
export function caseTheme(c: CaseThemeInput): CaseTheme {
  const { drops } = c;
  if (c.level > 0) return 'level';
  if (c.price === 0) return 'gift';
  if (c.sectionId === 'events') return 'frost';
  if (c.labelType === 'fifty_fifty') return 'split';
  if (drops.length > 0 && share(drops, (d) => d.slot === 'bundle') === 1) return 'bundle';
  if (share(drops, (d) => ['courier', 'ward', 'terrain'].includes(d.slot)) >= 0.5) return 'crate';
  if (dominantHero(drops)) return 'hero';
  if (share(drops, (d) => TOP_RARITIES.includes(d.rarity as Rarity)) >= 0.5) return 'crystal';
  if (c.price >= ELITE_KOPECKS) return 'elite';
  if (share(drops, (d) => d.name.startsWith('Golden ')) >= 0.5) return 'treasure';
  if (share(drops, (d) => d.rarity === 'immortal' || d.rarity === 'covert') >= 0.5)
    return c.price < POUCH_KOPECKS ? 'pouch' : 'gold';
  return 'chest';
}
