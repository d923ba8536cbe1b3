import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, oddsOf, type Draft } from './case-draft.ts';

const draft = (over: Partial<Draft>): Draft => ({
  ...EMPTY_DRAFT,
  currency: 'RUB',
  drops: [
    { itemId: '1', weight: '1', name: 'a', rarity: 'rare', price: 40, image: '' },
    { itemId: '2', weight: '1', name: 'b', rarity: 'rare', price: 58, image: '' },
  ],
  ...over,
});

describe('the editor’s live odds (issue 44)', () => {
  it('takes the RTP over the price', () => {
    expect(oddsOf(draft({ price: '49' })).rtp).toBeCloseTo(1, 10);
  });

  it('takes an every-N-th-free case’s RTP over what a drop costs, as the server does', () => {
    // Every third free: a drop costs 73.50 × 2/3 = 49.
    expect(oddsOf(draft({ price: '73.5', everyN: 3 })).rtp).toBeCloseTo(1, 10);
    expect(oddsOf(draft({ price: '49', everyN: 3 })).rtp).toBeCloseTo(1.5, 10);
  });
});
