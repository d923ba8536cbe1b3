import { describe, expect, it } from 'vitest';
import { WINNINGS_WINDOW_MS, matchWinnings, mayHoldMore } from './match-winnings.ts';

const end = Date.parse('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(end + ms).toISOString();
const row = (id: string, itemId: string, price: number, ms = 20, extra = {}) => ({
  id,
  itemId,
  price,
  status: 'progress',
  source: 'Battle',
  createdAt: at(ms),
  ...extra,
});

describe('matchWinnings', () => {
  it('gives each won item its own row of the same item and price, nearest the end first', () => {
    const inventory = [
      row('9', 'axe', 10, 90_000),
      row('8', 'axe', 10, 15),
      row('7', 'axe', 12, 10),
      row('6', 'pudge', 3),
    ];
    expect(
      matchWinnings(
        [
          { id: 'axe', price: 10 },
          { id: 'pudge', price: 3 },
          { id: 'axe', price: 10 },
        ],
        inventory,
        end,
      ),
    ).toEqual(['8', '6', '9']);
  });

  it('leaves out rows sold, of another source, or written far from the end', () => {
    const inventory = [
      row('5', 'axe', 10, 0, { status: 'selled' }),
      row('4', 'axe', 10, 0, { source: 'Case' }),
      row('3', 'axe', 10, -WINNINGS_WINDOW_MS - 1),
    ];
    expect(matchWinnings([{ id: 'axe', price: 10 }], inventory, end)).toEqual([null]);
  });
});

describe('mayHoldMore', () => {
  it('goes on while the oldest loaded row is within the window before the end', () => {
    expect(mayHoldMore([], end)).toBe(true);
    expect(mayHoldMore([row('1', 'a', 1, -1000)], end)).toBe(true);
    expect(mayHoldMore([row('1', 'a', 1, -WINNINGS_WINDOW_MS - 1)], end)).toBe(false);
  });
});
