import { ITEM_STATUSES } from '@cases/domain/api/inventory';
import { describe, expect, it } from 'vitest';
import { ITEM_TRANSITIONS, moveItems } from './items.ts';

describe('inventory item transitions', () => {
  it('names every status, and only statuses, on both sides', () => {
    expect(Object.keys(ITEM_TRANSITIONS).sort()).toEqual([...ITEM_STATUSES].sort());
    const targets = Object.values(ITEM_TRANSITIONS).flat();
    expect(targets.filter((t) => !ITEM_STATUSES.includes(t))).toEqual([]);
  });

  it('refuses a move that is no transition before touching the database', async () => {
    const untouchable = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('database used');
        },
      },
    );
    await expect(
      moveItems(untouchable as never, { ids: [1], from: 'selled', to: 'progress' }),
    ).rejects.toThrow(/selled → progress is not an allowed transition/);
    await expect(
      moveItems(untouchable as never, { ids: [1], from: ['progress', 'EXCHANGED'], to: 'selled' }),
    ).rejects.toThrow(/EXCHANGED → selled/);
  });
});
