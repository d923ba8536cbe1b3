/**
 * The console catalog's save bodies for server tests (issue 30, 44): a case as its editor shows it turned back into
 * a save, a new test case with every optional field unset, and a test item. Prices in roubles, or whole coins for a
 * coin case, as on the wire.
 */
import type { AdminCaseDetail } from '@cases/domain/api/admin-catalog';

/** The editor's case (`GET /v1/admin/catalog/cases/{id}`) as a save body, unchanged. */
export const saveBodyOf = (c: AdminCaseDetail) => ({
  name: c.name,
  name_en: c.name_en,
  section_id: c.section_id,
  currency: c.currency,
  price: c.price,
  old_price: c.old_price,
  label_type: c.label_type,
  label_name: c.label_name,
  label_name_en: c.label_name_en,
  label_color: c.label_color,
  volatility: c.volatility,
  color: c.color,
  available: c.available,
  level: c.level,
  opens_limit: c.opens_limit,
  starts_at: c.starts_at,
  ends_at: c.ends_at,
  drops: c.drops.map((d) => ({ item_id: d.item_id, weight: d.weight })),
});

/** A test case's save body in section `popular`: its names, currency, price and drops; no label, limit or window. */
export const newCaseBody = (o: {
  name: string;
  name_en: string;
  currency?: 'RUB' | 'COIN';
  price: number;
  drops: readonly { item_id: string; weight: number }[];
}) => ({
  name: o.name,
  name_en: o.name_en,
  section_id: 'popular',
  currency: o.currency ?? 'RUB',
  price: o.price,
  old_price: null,
  label_type: null,
  label_name: null,
  label_name_en: null,
  label_color: null,
  volatility: 2,
  color: '#336699',
  available: true,
  level: 0,
  opens_limit: null,
  starts_at: null,
  ends_at: null,
  drops: [...o.drops],
});

/** A test item's save body (a rare Pudge weapon) with its names and price. */
export const itemSaveBody = (name: string, name_en: string, price: number) => ({
  name,
  name_en,
  hero: 'pudge',
  slot: 'weapon',
  rarity: 'rare',
  price,
});
