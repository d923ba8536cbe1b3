/**
 * dotaconstants' hero table (`build/heroes.json`: id → name `npc_dota_hero_*`, localized_name,
 * primary_attr …), read alone. The package's index loads all of its 5.7 MB of JSON (abilities, patch
 * notes, items …): 9 MB of small objects the server never uses, which every full garbage collection
 * would mark again (issue 14, bench/README.md "Garbage collection"). Its `exports` name only the
 * index, so the file is found next to it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface DotaHero {
  name: string;
  localized_name: string;
  primary_attr: string;
}

/** The heroes by dotaconstants id. */
export const dotaHeroes: Record<string, DotaHero> = JSON.parse(
  readFileSync(
    join(dirname(createRequire(import.meta.url).resolve('dotaconstants')), 'build', 'heroes.json'),
    'utf8',
  ),
) as Record<string, DotaHero>;
