/**
 * The rarities and their colours, kept apart from the zod schemas so the web's entry (the live-drop
 * strip) can use them without loading zod (issue 9); catalog.ts builds the `rarity` schema from them
 * and re-exports them. Spec 000 §3 (Item rarities).
 */

/** Dota 2 rarities, lowest to highest (spec 000 §3 "Highest in the configuration"). */
export const DOTA_RARITIES = [
  'common',
  'uncommon',
  'rare',
  'mythical',
  'legendary',
  'immortal',
  'arcana',
] as const;

/**
 * Counter-Strike 2 grades, lowest to highest (spec 000 §3 "a second set adds contraband and covert"; issue 34):
 * Consumer, Industrial and Mil-Spec Grade, Restricted, Classified, Covert, the shop's `extraordinary` tier for
 * ★ knives and gloves, and `contraband` (only the M4A4 | Howl).
 */
export const CS_RARITIES = [
  'consumer',
  'industrial',
  'milspec',
  'restricted',
  'classified',
  'covert',
  'extraordinary',
  'contraband',
] as const;

/** Every rarity the wire knows: Dota 2's set, then CS2's (each set lowest to highest). */
export const RARITIES = [...DOTA_RARITIES, ...CS_RARITIES] as const;

/** Rarity colours as each game shows them (`#rrggbb`). */
export const RARITY_COLORS: Record<(typeof RARITIES)[number], string> = {
  common: '#b0c3d9',
  uncommon: '#5e98d9',
  rare: '#4b69ff',
  mythical: '#8847ff',
  legendary: '#d32ce6',
  immortal: '#e4ae39',
  arcana: '#ade55c',
  consumer: '#b0c3d9',
  industrial: '#5e98d9',
  milspec: '#4b69ff',
  restricted: '#8847ff',
  classified: '#d32ce6',
  covert: '#eb4b4b',
  extraordinary: '#e4ae39',
  contraband: '#e4ae39',
};

/** A rarity's place in its own game's set: 0 for the lowest (common, consumer) up to 6 or 7. */
export function rarityRank(rarity: string): number {
  const dota = (DOTA_RARITIES as readonly string[]).indexOf(rarity);
  if (dota >= 0) return dota;
  return Math.max(0, (CS_RARITIES as readonly string[]).indexOf(rarity));
}

/**
 * Each game's top tier (spec 000 §3 "arcana"; issue 34): Dota 2's arcana, CS2's ★ knives and gloves and the
 * contraband. A backend serves one game, so counting these counts its own top drops.
 */
export const TOP_RARITIES: readonly (typeof RARITIES)[number][] = [
  'arcana',
  'extraordinary',
  'contraband',
];
