/**
 * Which drops earn the slow reveal (issue 9): arcana, immortal and legendary in Dota 2; contraband, the ★ tier
 * and covert in CS2 (issue 34); in that order of glory.
 */
import type { Rarity } from '@cases/domain/catalog';

const RARE: readonly Rarity[] = [
  'contraband',
  'arcana',
  'extraordinary',
  'immortal',
  'covert',
  'legendary',
];

export const isRare = (rarity: Rarity): boolean => RARE.includes(rarity);

/** The rarest of `rarities`, or null when none is rare. */
export function rarest(rarities: readonly Rarity[]): Rarity | null {
  for (const r of RARE) if (rarities.includes(r)) return r;
  return null;
}
