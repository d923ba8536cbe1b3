import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  drawRaffle,
  raffleEntries,
  raffleEntriesText,
  rafflePublicSeed,
  raffleWinners,
} from './raffle.ts';

/** The server seed of docs/fairness.md's examples. */
const SEED = '9f2c4b7e1d3a5c6b8e0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b';
const PLAYERS = [
  { userId: 31, tickets: 5 },
  { userId: 7, tickets: 3 },
  { userId: 44, tickets: 2 },
  { userId: 12, tickets: 1 },
  { userId: 50, tickets: 0 },
];

/** The draw written again with node:crypto from the recipe, independent of the module under test. */
function nodeDraw(server: string, players: { userId: number; tickets: number }[], prizes: number) {
  const entries = players
    .filter((p) => p.tickets > 0)
    .sort((a, b) => a.userId - b.userId)
    .map((p, i) => `${i + 1}:${p.userId}:${p.tickets}`);
  const publicSeed = createHash('sha256').update(entries.join('\n')).digest('hex');
  const left = entries.map((line) => line.split(':').map(Number) as [number, number, number]);
  const out: number[] = [];
  for (let k = 1; k <= prizes && left.length > 0; k += 1) {
    const h = createHmac('sha256', server).update(`raffle:${publicSeed}:${k}:0`).digest('hex');
    const target = (parseInt(h.slice(0, 13), 16) / 2 ** 52) * left.reduce((s, e) => s + e[2], 0);
    let run = 0;
    let i = left.findIndex((e) => (run += e[2]) > target);
    if (i < 0) i = left.length - 1;
    out.push(left.splice(i, 1)[0]![1]);
  }
  return { publicSeed, winners: out };
}

describe('raffle draw (docs/fairness.md "Raffle")', () => {
  it('matches the worked example', () => {
    const d = drawRaffle(SEED, PLAYERS, 3);
    expect(d.text).toBe('1:7:3\n2:12:1\n3:31:5\n4:44:2');
    expect(d.publicSeed).toBe('8aa1439090fe5b8df4e61473d2703a49f20fea90094a16a35e63edde9d4e32aa');
    expect(d.winners.map((w) => [w.prize, w.entry.userId, w.roll])).toEqual([
      [1, 31, 0.7469326643360936],
      [2, 44, 0.881477617779659],
      [3, 7, 0.47364868412248606],
    ]);
  });

  it('recomputes from the revealed seed and the published entries alone', () => {
    const drawn = drawRaffle(SEED, PLAYERS, 3);
    // What the check page has: the entries as published (position, user, tickets) and the server seed.
    const published = drawn.text.split('\n').map((line) => {
      const [position, userId, tickets] = line.split(':').map(Number);
      return { position: position!, userId: userId!, tickets: tickets! };
    });
    expect(rafflePublicSeed(published)).toBe(drawn.publicSeed);
    expect(raffleWinners(SEED, published, 3)).toEqual(drawn.winners);
  });

  it('agrees with an independent implementation', () => {
    for (let n = 1; n <= 30; n += 1) {
      const players = Array.from({ length: n }, (_, i) => ({
        userId: 1000 - i * 7,
        tickets: 1 + ((i * 13) % 9),
      }));
      const seed = createHash('sha256').update(`seed-${n}`).digest('hex');
      const mine = drawRaffle(seed, players, 5);
      const theirs = nodeDraw(seed, players, 5);
      expect(mine.publicSeed).toBe(theirs.publicSeed);
      expect(mine.winners.map((w) => w.entry.userId)).toEqual(theirs.winners);
    }
  });

  it('gives one prize per player and stops when the entries run out', () => {
    const d = drawRaffle(SEED, PLAYERS, 10);
    expect(d.winners).toHaveLength(4);
    expect(new Set(d.winners.map((w) => w.entry.userId)).size).toBe(4);
    expect(drawRaffle(SEED, [], 3)).toMatchObject({ entries: [], text: '', winners: [] });
  });

  it('sorts by user id as numbers and refuses bad entries', () => {
    const e = raffleEntries([
      { userId: 10, tickets: 1 },
      { userId: 9, tickets: 2 },
    ]);
    expect(raffleEntriesText(e)).toBe('1:9:2\n2:10:1');
    expect(() => raffleEntries([{ userId: 1, tickets: 1.5 }])).toThrow(RangeError);
    expect(() => raffleEntries([{ userId: 0, tickets: 1 }])).toThrow(RangeError);
    expect(() =>
      raffleEntries([
        { userId: 3, tickets: 1 },
        { userId: 3, tickets: 2 },
      ]),
    ).toThrow(RangeError);
  });
});
