import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MINES_CELLS,
  minesLayout,
  minesLayoutHash,
  minesMultiplier,
  minesPayout,
  minesReturn,
  minesSurvival,
  minesTable,
} from './mines.ts';

const SEED = 'a'.repeat(64);

/** The shuffle written again with node:crypto, independent of the module under test. */
function nodeLayout(server: string, client: string, nonce: number, mines: number): number[] {
  const cells = Array.from({ length: 25 }, (_, i) => i);
  for (let k = 0; k < 24; k += 1) {
    const h = createHmac('sha256', server).update(`mines:${client}:${nonce}:${k}`).digest('hex');
    const i = 24 - k;
    const j = Math.floor((parseInt(h.slice(0, 13), 16) / 2 ** 52) * (i + 1));
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  return cells.slice(0, mines).sort((a, b) => a - b);
}

describe('minesLayout (Fisher–Yates over mines rolls)', () => {
  it('matches fixed vectors', () => {
    const s = (nonce: number) => ({ serverSeed: SEED, clientSeed: 'player-seed', nonce });
    expect(minesLayout(s(0), 3)).toEqual([5, 8, 24]);
    expect(minesLayout(s(1), 5)).toEqual([2, 10, 12, 15, 20]);
    expect(minesLayout(s(2), 24)).toEqual(Array.from({ length: 24 }, (_, i) => i));
  });

  it('agrees with an independent implementation and places distinct cells', () => {
    for (let nonce = 0; nonce < 50; nonce += 1) {
      const mines = 1 + (nonce % 24);
      const layout = minesLayout({ serverSeed: SEED, clientSeed: 'x', nonce }, mines);
      expect(layout).toEqual(nodeLayout(SEED, 'x', nonce, mines));
      expect(new Set(layout).size).toBe(mines);
      expect(layout.filter((c) => !(c >= 0 && c < MINES_CELLS))).toEqual([]);
    }
  });

  it('puts every cell under a mine equally often', () => {
    const hits = Array.from({ length: 25 }, () => 0);
    for (let nonce = 0; nonce < 5_000; nonce += 1)
      for (const c of minesLayout({ serverSeed: SEED, clientSeed: 'u', nonce }, 1)) hits[c]! += 1;
    const expected = 5_000 / 25;
    const chi = hits.reduce((s, h) => s + (h - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(51.18); // 24 degrees of freedom, 0.1 %
  });

  it('refuses mine counts outside 1–24', () => {
    const s = { serverSeed: SEED, clientSeed: 'x', nonce: 0 };
    expect(() => minesLayout(s, 0)).toThrow();
    expect(() => minesLayout(s, 25)).toThrow();
  });

  it('commits to the layout with a salted SHA-256', () => {
    const salt = '00112233445566778899aabbccddeeff';
    expect(minesLayoutHash([19, 3, 7], salt)).toBe(
      createHash('sha256').update(`3,7,19:${salt}`).digest('hex'),
    );
    expect(minesLayoutHash([3, 7, 19], salt)).toBe(
      '1d3ec531e0298786d82c27958cce08e7910fb32b35f392c955fa0a417bfa4e41',
    );
  });
});

describe('the multiplier table', () => {
  it('is fair odds × (1 − edge), rounded down to hundredths', () => {
    expect(minesTable(3, 0.04).slice(0, 5)).toEqual([
      { safe: 1, multiplier: 1.09, chance: 0.88 },
      { safe: 2, multiplier: 1.24, chance: 0.77 },
      { safe: 3, multiplier: 1.43, chance: 0.6695652173913044 },
      { safe: 4, multiplier: 1.66, chance: 0.5782608695652174 },
      { safe: 5, multiplier: 1.93, chance: 0.4956521739130435 },
    ]);
    expect(minesMultiplier(1, 1, 0.04)).toBe(1);
    expect(minesMultiplier(1, 24, 0.04)).toBe(24);
    expect(minesMultiplier(24, 1, 0.04)).toBe(24);
    expect(minesMultiplier(5, 20, 0.04)).toBe(51004.8);
    expect(minesMultiplier(3, 0, 0.04)).toBe(1);
    expect(minesTable(24, 0.04)).toHaveLength(1);
    expect(minesTable(1, 0.04)).toHaveLength(24);
  });

  it('never returns more than 1 − edge at any cash-out point', () => {
    for (let mines = 1; mines <= 24; mines += 1)
      for (let safe = 1; safe <= 25 - mines; safe += 1) {
        const rtp = minesReturn(mines, safe, 0.04);
        expect(rtp).toBeLessThanOrEqual(0.96 + 1e-12);
        expect(rtp).toBeGreaterThan(0.9);
      }
    expect(minesSurvival(3, 22)).toBeCloseTo(1 / 2300, 15);
  });

  it('pays floor(stake × multiplier), capped', () => {
    expect(minesPayout(10_000, 3, 2, 0.04)).toBe(12_400);
    expect(minesPayout(333, 3, 1, 0.04)).toBe(362);
    expect(minesPayout(10_000, 5, 20, 0.04, 1_000_000)).toBe(1_000_000);
    expect(() => minesPayout(100, 24, 2, 0.04)).toThrow();
  });
});

describe('docs/fairness.md worked example', () => {
  it('places 3 mines on cells 7, 12 and 20 with nonce 45 and commits to them', () => {
    const serverSeed = '9f2c4b7e1d3a5c6b8e0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b';
    const layout = minesLayout({ serverSeed, clientSeed: 'lucky', nonce: 45 }, 3);
    expect(layout).toEqual([7, 12, 20]);
    expect(nodeLayout(serverSeed, 'lucky', 45, 3)).toEqual(layout);
    expect(minesLayoutHash(layout, '00112233445566778899aabbccddeeff')).toBe(
      '821bfbd7bee7fab8d68af53f0cb45c6d0461d632190f46d0553e4871a03266a2',
    );
    expect(minesPayout(10_000, 3, 3, 0.04)).toBe(14_300);
  });
});
