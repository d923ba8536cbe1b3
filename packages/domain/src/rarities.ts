/**
 * The rarities and their colours, kept apart from the zod schemas so the web's entry (the live-drop
 * strip) can use them without loading zod (issue 9); catalog.ts builds the `rarity` schema from them
 * and re-exports them. Spec 000 §3 (Item rarities).
 */

/** Dota 2 rarities, lowest to highest (spec 000 §3 "Highest in the configuration"). */
export const RARITIES = [
  'common',
  'uncommon',
  'rare',
  'mythical',
  'legendary',
  'immortal',
  'arcana',
] as const;

/** Rarity colours as Dota 2 shows them. */
export const RARITY_COLORS: Record<(typeof RARITIES)[number], string> = {
  common: '#b0c3d9',
  uncommon: '#5e98d9',
  rare: '#4b69ff',
  mythical: '#8847ff',
  legendary: '#d32ce6',
  immortal: '#e4ae39',
  arcana: '#ade55c',
};
