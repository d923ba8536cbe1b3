/**
 * The shop's sound names (issue 31 "Sound") — one file each in /sounds/<name>.mp3, made by
 * apps/web/scripts/make-sounds.ts — and the reveal sting for a rarity.
 */
export const SOUND_NAMES = [
  'tick',
  'reveal-low',
  'reveal-mid',
  'reveal-high',
  'round',
  'win',
  'lose',
  'click',
  'gem',
  'blast',
  'claim',
  'sale',
] as const;

export type SoundName = (typeof SOUND_NAMES)[number];

/** The file a sound plays from (same origin: the CSP's default-src 'self' covers it). */
export const soundUrl = (name: SoundName): string => `/sounds/${name}.mp3`;

const HIGH = new Set(['arcana', 'immortal', 'extraordinary', 'contraband']);
const MID = new Set(['legendary', 'mythical', 'classified', 'covert']);

/**
 * The reveal sting for a dropped item's rarity: low for common–rare (consumer–restricted), mid for
 * mythical–legendary (classified, covert), high above (immortal, arcana; the ★ tier, contraband).
 */
export function revealSound(rarity: string): SoundName {
  if (HIGH.has(rarity)) return 'reveal-high';
  if (MID.has(rarity)) return 'reveal-mid';
  return 'reveal-low';
}

/** The reveal sting for several drops: the highest of their stings. */
export function revealSoundFor(rarities: readonly string[]): SoundName {
  const stings = rarities.map(revealSound);
  return (['reveal-high', 'reveal-mid'] as const).find((s) => stings.includes(s)) ?? 'reveal-low';
}
