import { describe, expect, it } from 'vitest';
import {
  afterSale,
  initialQuickSale,
  picked,
  settle,
  statusOf,
  toggleKeep,
  totalOf,
} from './quick-sale-state.ts';
import type { QuickSaleEntry } from './quick-sale-state.ts';

const entry = (key: string, price: number, inventoryId: string | null = `inv-${key}`) =>
  ({
    key,
    inventoryId,
    item: { name: key, heroName: null, rarity: 'common', price, image: '' },
  }) satisfies QuickSaleEntry;
const a = entry('a', 0.1);
const b = entry('b', 0.2);
const c = entry('c', 12.35);
const gone = entry('d', 5, null);
const all = [a, b, c, gone];

describe('quick sale state', () => {
  it('picks every drop in the inventory for sale at first; one without an id is gone', () => {
    const { ready, sell } = picked(all, initialQuickSale);
    expect(sell.map((e) => e.key)).toEqual(['a', 'b', 'c']);
    expect(ready).toEqual(sell);
    expect(statusOf(gone, initialQuickSale)).toBe('gone');
    expect(totalOf(sell)).toBe(12.65);
  });

  it('a toggle keeps a drop out of the sale and a second one puts it back', () => {
    const kept = toggleKeep(initialQuickSale, 'b');
    expect(picked(all, kept).sell.map((e) => e.key)).toEqual(['a', 'c']);
    expect(picked(all, toggleKeep(kept, 'b')).sell).toHaveLength(3);
  });

  it('after a sale the sold drops are sold (or queued) and the rest kept', () => {
    const state = toggleKeep(initialQuickSale, 'b');
    const sold = picked(all, state).sell;
    const after = afterSale(state, all, sold, false);
    expect(all.map((e) => statusOf(e, after))).toEqual(['sold', 'kept', 'sold', 'gone']);
    const queued = afterSale(state, all, sold, true);
    expect(all.map((e) => statusOf(e, queued))).toEqual(['queued', 'kept', 'queued', 'gone']);
    expect(picked(all, after).ready).toEqual([]);
  });

  it('keep all settles every ready drop as kept, and a settled drop wins over a lost id', () => {
    const kept = settle(initialQuickSale, picked(all, initialQuickSale).ready, 'kept');
    expect(all.map((e) => statusOf(e, kept))).toEqual(['kept', 'kept', 'kept', 'gone']);
    expect(statusOf({ ...a, inventoryId: null }, kept)).toBe('kept');
  });
});
