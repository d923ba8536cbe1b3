/**
 * What makes one item's picture its own (issue 31: the 24,500 ₽ Dragonclaw Hook and the 42 ₽
 * Whalehook, both Pudge hooks, looked the same): a palette from the words of its name (a dragon burns,
 * a whale is of the sea) or else from its id, a price tier (0 under 100 ₽ … 4 from 15,000 ₽) that
 * decides the plate, halo, gems and pips around the icon, and a pose (mirrored or not, a tilt) and
 * plate shape from a hash of its id. Deterministic: the same item always gets the same picture. Pure.
 */
import { createHash } from 'node:crypto';

/** Accent colours an item's body can take. */
export const ACCENTS = {
  ember: '#ff7a2f',
  sea: '#25b4c4',
  frost: '#8fd6ff',
  jade: '#3fc07f',
  shadow: '#7b5cd6',
  crimson: '#e23e52',
  gold: '#f2c33d',
  bone: '#d9cdb0',
  arcane: '#c65cf0',
  steel: '#9fb0c4',
  rose: '#ff6fa8',
  lime: '#a9e04b',
} as const;
export type Accent = keyof typeof ACCENTS;

/** Name words → accent, first match wins (English market names). */
const WORDS: [RegExp, Accent][] = [
  [/\bgolden\b|\bgold|royal|regal|treasure|sun\b|solar|gilded/i, 'gold'],
  [/dragon|flame|fire|inferno|ember|magma|blaze|burn|scorch|phoenix|lava|infernal/i, 'ember'],
  [/whale|sea\b|tide|coral|ocean|wave|kraken|fish|water|storm|deep|reef|abyssal/i, 'sea'],
  [/frost|ice|glacier|winter|snow|crystal|cold|frozen|avalanche|boreal/i, 'frost'],
  [
    /leaf|forest|grove|jade|vine|emerald|toxic|venom|slug|plague|guttle|nature|bloom|blossom/i,
    'jade',
  ],
  [/shadow|dark|night|demon|doom|void|nether|eldritch|abyss|umbral|raven|crow/i, 'shadow'],
  [/blood|crimson|rage|murder|butcher|slaughter|ripper|\bred\b|reaper|scarlet/i, 'crimson'],
  [/bone|skull|grave|death|corpse|sorrow|lament|ghost|spirit/i, 'bone'],
  [/arcan|mystic|magic|astral|cosmic|star|ether|perplex|cypher/i, 'arcane'],
  [/steel|iron|metal|mech|clockwork|forge|armou?r|plate/i, 'steel'],
];

export interface ItemStyle {
  /** 0 (under 100 ₽) … 4 (15,000 ₽ and more). */
  tier: number;
  accent: string;
  /** Mirrored left to right. */
  flip: boolean;
  /** Tilt of the icon in degrees, −14 … 14. */
  tilt: number;
  /** The plate behind the icon from tier 1: 0 rings, 1 diamond, 2 hexagon, 3 star. */
  plate: number;
}

/** Price tier of an item by its price in kopecks. */
export function priceTier(priceKopecks: number): number {
  const roubles = priceKopecks / 100;
  return roubles < 100 ? 0 : roubles < 1_000 ? 1 : roubles < 5_000 ? 2 : roubles < 15_000 ? 3 : 4;
}

/** The accent of a name, or null when none of its words has one. */
export function accentOfName(name: string): Accent | null {
  return WORDS.find(([re]) => re.test(name))?.[1] ?? null;
}

/** The style of one item from its id, English name and price (kopecks). */
export function itemStyle(item: { id: string; name: string; priceKopecks: number }): ItemStyle {
  const h = createHash('sha256').update(`style:${item.id}`).digest();
  const keys = Object.keys(ACCENTS) as Accent[];
  const accent = accentOfName(item.name) ?? keys[h[0]! % keys.length]!;
  return {
    tier: priceTier(item.priceKopecks),
    accent: ACCENTS[accent],
    flip: (h[1]! & 1) === 1,
    tilt: Math.round((h[2]! / 255) * 28 - 14),
    plate: h[3]! % 4,
  };
}
