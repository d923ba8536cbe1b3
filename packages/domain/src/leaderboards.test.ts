import { describe, expect, it } from 'vitest';
import {
  boardWindow,
  compareScores,
  countdownParts,
  formatBoardRange,
  pickActiveBoard,
  positionLabel,
  sortBoards,
  widgetRows,
} from './leaderboards.ts';

describe('leaderboard rules (spec 001 §4, §5, §9)', () => {
  it('labels the own position: as is up to 1000, 1000+ above, a dash when absent', () => {
    expect([1, 1000, 1001, null, undefined, 0].map(positionLabel)).toEqual([
      '1',
      '1000',
      '1000+',
      '—',
      '—',
      '—',
    ]);
  });

  it('orders by score, then who reached it first, then user id', () => {
    const rows = [
      { userId: 3, score: 100, reachedAt: 5 },
      { userId: 2, score: 100, reachedAt: 5 },
      { userId: 1, score: 100, reachedAt: 9 },
      { userId: 4, score: 200, reachedAt: 99 },
    ];
    expect([...rows].sort(compareScores).map((r) => r.userId)).toEqual([4, 2, 3, 1]);
  });

  it('counts down in days, hours, minutes, seconds, never below 0', () => {
    expect(countdownParts(86_400 + 3600 * 2 + 60 * 3 + 4)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
    });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('formats a finished window as DD.MM.YYYY — DD.MM.YYYY in Moscow days', () => {
    // A week from Monday 00:00 Moscow (Sunday 21:00 UTC) to the next Monday.
    expect(formatBoardRange('2026-11-15T21:00:00.000Z', '2026-11-22T21:00:00.000Z')).toBe(
      '16.11.2026 — 22.11.2026',
    );
  });

  it('finds the Moscow day, the week from Monday and the month of a moment', () => {
    const now = Date.parse('2026-11-19T22:30:00Z'); // Friday 01:30 in Moscow
    expect(new Date(boardWindow('day', now).start).toISOString()).toBe('2026-11-19T21:00:00.000Z');
    expect(new Date(boardWindow('week', now).start).toISOString()).toBe('2026-11-15T21:00:00.000Z');
    expect(new Date(boardWindow('month', now).end).toISOString()).toBe('2026-11-30T21:00:00.000Z');
  });

  it('puts the own row first only when it is not among the leaders, and drops empty places', () => {
    const row = (id: string | null) => ({ user: id === null ? null : { id } });
    const leaders = [row('a'), row('b'), row(null)];
    expect(widgetRows(leaders, row('z')).map((r) => r.user?.id)).toEqual(['z', 'a', 'b']);
    expect(widgetRows(leaders, row('b')).map((r) => r.user?.id)).toEqual(['a', 'b']);
    expect(widgetRows(leaders, null)).toHaveLength(2);
  });

  it('sorts boards by order and keeps the active board while it is listed', () => {
    const boards = sortBoards([
      { id: 'x', order: 2 },
      { id: 'y', order: 1 },
    ]);
    expect(boards.map((b) => b.id)).toEqual(['y', 'x']);
    expect(pickActiveBoard(boards, 'x')?.id).toBe('x');
    expect(pickActiveBoard(boards, 'gone')?.id).toBe('y');
    expect(pickActiveBoard([], 'x')).toBeNull();
  });
});
