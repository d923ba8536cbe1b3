/**
 * Colours of the generated art: Dota 2 hero attributes (dotaconstants `primary_attr`), rarities
 * (domain RARITY_COLORS) and small `#rrggbb` helpers. Pure data and functions.
 */
import { RARITY_COLORS, rarityRank as rankInSet, type Rarity } from '@cases/domain/catalog';
import { dotaHeroes } from '../../../platform/dota-heroes.ts';

export type Attribute = 'str' | 'agi' | 'int' | 'all';

/** Strength red, agility green, intelligence blue, universal purple (the game's own hues). */
export const ATTRIBUTE_COLORS: Record<Attribute, string> = {
  str: '#e2473a',
  agi: '#3fbf5c',
  int: '#3d9be9',
  all: '#a364ec',
};

interface HeroInfo {
  /** English name, e.g. "Shadow Fiend". */
  name: string;
  attr: Attribute;
}

const heroInfo = new Map<string, HeroInfo>(
  Object.values(dotaHeroes).map((h) => [
    h.name.replace('npc_dota_hero_', ''),
    {
      name: h.localized_name,
      attr: (['str', 'agi', 'int', 'all'].includes(h.primary_attr)
        ? h.primary_attr
        : 'all') as Attribute,
    },
  ]),
);

/** A hero's English name and primary attribute by dotaconstants short name (`nevermore`), or null. */
export const heroOf = (hero: string | null): HeroInfo | null =>
  hero ? (heroInfo.get(hero) ?? null) : null;

/** The rarity colour, grey for an unknown rarity. */
export const rarityColor = (rarity: string): string => RARITY_COLORS[rarity as Rarity] ?? '#8a94a6';

/** 0 (common, consumer) … 6 (arcana) or 7 (contraband), in the item's own game's set; 0 for an unknown rarity. */
export const rarityRank = (rarity: string): number => rankInSet(rarity);

const channels = (hex: string): [number, number, number] => {
  const n = parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** `a` mixed with `b`: t = 0 gives `a`, 1 gives `b`. Both `#rrggbb`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);
