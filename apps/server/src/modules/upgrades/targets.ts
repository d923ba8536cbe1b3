/**
 * Upgrade targets, spec 001 §3 Unique item, §7 `GET /v1/unique-items` (group `upgrade`): the ordinary
 * catalog items (type 0) from the catalog snapshot, filtered by price range (kopecks) and a name search
 * in either language, sorted dearer first, cheaper first, oldest or newest price update, in pages.
 */
import type { UniqueItem, UniqueItemSort } from '@cases/domain/api/upgrades';
import type { Language } from '@cases/domain/api/site-web';
import type { ItemSlot, Rarity } from '@cases/domain/catalog';
import { toRoubles } from '@cases/domain/money';
import { localized } from '../../platform/lang.ts';
import {
  heroName,
  ordinaryItems,
  type ItemRow,
  type Snapshot,
} from '../../kernel/catalog/snapshot.ts';
import { itemImage } from '../../kernel/media-urls.ts';

export interface TargetFilter {
  sort: UniqueItemSort;
  /** Kopecks, inclusive. */
  priceFrom?: number | undefined;
  priceTo?: number | undefined;
  search?: string | undefined;
  page: number;
  perPage: number;
}

const byId = (a: ItemRow, b: ItemRow) => a.id.localeCompare(b.id);
const ORDER: Record<UniqueItemSort, (a: ItemRow, b: ItemRow) => number> = {
  expensive: (a, b) => b.price - a.price || byId(a, b),
  cheap: (a, b) => a.price - b.price || byId(a, b),
  old: (a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || byId(a, b),
  new: (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || byId(b, a),
};

/** One page of targets and how many match. */
export function listTargets(snap: Snapshot, f: TargetFilter): { items: ItemRow[]; total: number } {
  const needle = f.search?.trim().toLocaleLowerCase('ru') ?? '';
  const matching = ordinaryItems(snap)
    .filter(
      (i) =>
        (f.priceFrom === undefined || i.price >= f.priceFrom) &&
        (f.priceTo === undefined || i.price <= f.priceTo) &&
        (needle === '' ||
          i.name.toLocaleLowerCase('ru').includes(needle) ||
          (i.nameEn ?? '').toLocaleLowerCase('ru').includes(needle)),
    )
    .sort(ORDER[f.sort]);
  const start = (f.page - 1) * f.perPage;
  return { items: matching.slice(start, start + f.perPage), total: matching.length };
}

/** A catalog item as spec 001 §3 Unique item (the market price is the catalog's own price). */
export function uniqueItemWire(item: ItemRow, lang: Language): UniqueItem {
  return {
    id: item.id,
    name: localized(lang, item.name, item.nameEn),
    image: itemImage(item),
    quality: item.rarity as Rarity,
    slot: item.slot as ItemSlot,
    hero_name: heroName(item.hero),
    price_data: { price: toRoubles(item.price), market_price: toRoubles(item.price) },
    update_at: item.updatedAt.toISOString(),
  };
}
