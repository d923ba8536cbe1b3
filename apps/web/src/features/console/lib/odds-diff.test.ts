/**
 * What publishing changes in a live case's odds (issue 48): the price, EV and RTP before and after, each item whose
 * chance moves (reweighted, added, removed), and nothing for edits that change no odds (a name) — while a reordered
 * list, which changes how a roll maps to its item, still counts as a change to confirm.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, type Draft, type DraftDrop } from './case-draft.ts';
import { oddsDiff } from './odds-diff.ts';

const drop = (itemId: string, weight: number, price: number): DraftDrop => ({
  itemId,
  weight: String(weight),
  name: `Item ${itemId}`,
  rarity: 'rare',
  price,
  image: '',
});
const draft = (price: string, drops: DraftDrop[], over: Partial<Draft> = {}): Draft => ({
  ...EMPTY_DRAFT,
  currency: 'RUB',
  price,
  drops,
  ...over,
});

describe('oddsDiff', () => {
  const live = draft('100', [drop('a', 1, 80), drop('b', 1, 95)]);

  it('lists the chances a reweighting moves, with the EV and RTP before and after', () => {
    const d = oddsDiff(live, draft('100', [drop('a', 1, 80), drop('b', 3, 95)]));
    expect(d.changed).toBe(true);
    expect(d.price).toEqual({ before: 100, after: 100 });
    expect(d.ev).toEqual({ before: 87.5, after: 91.25 });
    expect(d.rtp).toEqual({ before: 0.875, after: 0.9125 });
    expect(d.items).toEqual([
      { itemId: 'a', name: 'Item a', before: 50, after: 25 },
      { itemId: 'b', name: 'Item b', before: 50, after: 75 },
    ]);
  });

  it('names an added and a removed item with no chance on the side it is missing', () => {
    const d = oddsDiff(live, draft('100', [drop('a', 1, 80), drop('c', 1, 90)]));
    expect(d.items).toEqual([
      { itemId: 'b', name: 'Item b', before: 50, after: null },
      { itemId: 'c', name: 'Item c', before: null, after: 50 },
    ]);
  });

  it('counts a new price as a change even with every chance kept', () => {
    const d = oddsDiff(live, draft('90', [drop('a', 2, 80), drop('b', 2, 95)]));
    expect(d).toMatchObject({ changed: true, items: [], price: { before: 100, after: 90 } });
  });

  it('asks nothing for an edit that changes no odds, and asks for a reordered list', () => {
    expect(oddsDiff(live, { ...live, name: 'Другое имя' }).changed).toBe(false);
    const reordered = oddsDiff(live, draft('100', [drop('b', 1, 95), drop('a', 1, 80)]));
    expect(reordered).toMatchObject({ changed: true, items: [] });
  });
});
