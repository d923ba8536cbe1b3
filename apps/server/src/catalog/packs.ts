/**
 * Packs (item type 1, spec 001 §3, §4 Unpack): real Dota 2 hero sets built from ordinary items of the same
 * hero in items.ts. A pack's rarity is the highest rarity among its contents and its price (kopecks) the sum
 * of their prices, so unpacking neither adds nor removes value. See SOURCES.md "Hero sets".
 */
import { RARITIES } from '@cases/domain/catalog';
import { ITEM_TYPE } from '@cases/domain/api/inventory';
import { steamItems } from './items.ts';
import type { CatalogItem } from './types.ts';

const bySlug = new Map(steamItems.map((i) => [i.slug, i]));

/** A pack of `contents` (slugs of ordinary items); throws when a slug is unknown or not an ordinary item. */
function pack(slug: string, name: string, hero: string, contents: string[]): CatalogItem {
  const items = contents.map((c) => {
    const item = bySlug.get(c);
    if (!item || (item.type ?? ITEM_TYPE.item) !== ITEM_TYPE.item)
      throw new Error(`pack ${slug}: ${c} is not an ordinary item`);
    return item;
  });
  const rank = Math.max(...items.map((i) => RARITIES.indexOf(i.rarity)));
  return {
    slug,
    name,
    hero,
    slot: 'bundle',
    rarity: RARITIES[rank]!,
    priceKopecks: items.reduce((sum, i) => sum + i.priceKopecks, 0),
    type: ITEM_TYPE.pack,
    packItems: contents,
  };
}

export const heroSets: CatalogItem[] = [
  pack('eternal-harvest', 'Eternal Harvest', 'nevermore', [
    'horns-of-eternal-harvest',
    'pauldrons-of-eternal-harvest',
    'grips-of-eternal-harvest',
  ]),
  pack('rotzo-the-clown', 'Rotzo the Clown', 'pudge', [
    'rotzo-the-clown-head',
    'rotzo-the-clown-shoulder',
    'rotzo-the-clown-back',
    'rotzo-the-clown-arms',
    'rotzo-the-clown-belt',
    'rotzo-the-clown-weapon',
    'rotzo-the-clown-offhand-weapon',
  ]),
  pack('roost-of-the-winter-raven', 'Roost of the Winter Raven', 'crystal_maiden', [
    'roost-of-the-winter-raven-head',
    'roost-of-the-winter-raven-shoulder',
    'roost-of-the-winter-raven-back',
    'roost-of-the-winter-raven-arms',
    'roost-of-the-winter-raven-weapon',
  ]),
  pack('glory-of-the-elderflame', 'Glory of the Elderflame', 'lina', [
    'glory-of-the-elderflame-head',
    'glory-of-the-elderflame-neck',
    'glory-of-the-elderflame-arms',
    'glory-of-the-elderflame-belt',
  ]),
  pack('mindless-slaughter', 'Mindless Slaughter', 'pudge', [
    'mindless-slaughter-mask',
    'mindless-slaughter-shoulder',
    'mindless-slaughter-back',
    'mindless-slaughter-arms',
    'mindless-slaughter-belt',
    'mindless-slaughter-hook',
    'mindless-slaughter-off-hand',
  ]),
  pack('lord-of-the-sundered-souls', 'Lord of the Sundered Souls', 'nevermore', [
    'lord-of-the-sundered-souls-head',
    'lord-of-the-sundered-souls-shoulders',
    'lord-of-the-sundered-souls-arms',
  ]),
  pack('doomsday-ripper', 'Doomsday Ripper', 'pudge', [
    'doomsday-ripper-head',
    'doomsday-ripper-shoulder',
    'doomsday-ripper-back',
    'doomsday-ripper-arms',
    'doomsday-ripper-belt',
    'doomsday-ripper-weapon',
    'doomsday-ripper-off-hand',
  ]),
  pack('whitewind-battlemage', 'Whitewind Battlemage', 'crystal_maiden', [
    'whitewind-battlemage-crown',
    'whitewind-battlemage-mantle',
    'whitewind-battlemage-bracers',
    'whitewind-battlemage-skirt',
    'whitewind-battlemage-staff',
  ]),
];
