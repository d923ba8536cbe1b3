import { describe, expect, it } from 'vitest';
import {
  caseCoins,
  caseDropIndex,
  pickByWeight,
  roll,
  rollMessage,
  sha256Hex,
} from './fairness.ts';

// Vectors computed independently with node:crypto's createHmac (see docs/fairness.md).
const SEED = 'a'.repeat(64);

describe('roll', () => {
  it('matches fixed vectors', () => {
    expect(roll(SEED, 'player-seed', 0, 'case')).toBe(0.5370638386472408);
    expect(roll(SEED, 'player-seed', 1, 'case')).toBe(0.2296305816656108);
    expect(roll(SEED, 'player-seed', 7, 'upgrade')).toBe(0.29197087904311303);
    expect(roll(SEED, 'player-seed', 3, 'battle', 2)).toBe(0.9551853068149299);
  });

  it('puts the mode in the message so games never share a roll', () => {
    expect(rollMessage('case', 'x', 5, 0)).toBe('case:x:5:0');
    expect(roll(SEED, 'x', 5, 'case')).not.toBe(roll(SEED, 'x', 5, 'upgrade'));
  });

  it('hashes the server seed as published', () => {
    const s = '9f2c4b7e1d3a5c6b8e0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b';
    expect(sha256Hex(s)).toBe('d35e8c65ee568a31f23c736edf08989861dd0db50228970bfd90e271fe19385d');
    expect(roll(s, 'lucky', 42, 'case')).toBe(0.20656101112769032);
  });
});

describe('pickByWeight', () => {
  it('takes the first item whose running sum exceeds roll × total', () => {
    const w = [1, 2, 7];
    expect(pickByWeight(w, 0)).toBe(0);
    expect(pickByWeight(w, 0.0999)).toBe(0);
    expect(pickByWeight(w, 0.1)).toBe(1);
    expect(pickByWeight(w, 0.2999)).toBe(1);
    expect(pickByWeight(w, 0.3)).toBe(2);
    expect(pickByWeight(w, 0.999999)).toBe(2);
  });

  it('rejects bad weights', () => {
    expect(() => pickByWeight([], 0.5)).toThrow();
    expect(() => pickByWeight([1, 0], 0.5)).toThrow();
    expect(() => pickByWeight([1.5], 0.5)).toThrow();
  });

  it('maps 100,000 rolls onto the weights within a chi-square bound', () => {
    const weights = [1, 4, 10, 25, 60, 150, 250, 500];
    const total = weights.reduce((a, b) => a + b, 0);
    const counts = new Array<number>(weights.length).fill(0);
    const n = 100_000;
    for (let nonce = 0; nonce < n; nonce += 1) {
      const i = caseDropIndex(weights, { serverSeed: SEED, clientSeed: 'chi', nonce });
      counts[i] = (counts[i] ?? 0) + 1;
    }
    let chi = 0;
    for (const [i, w] of weights.entries()) {
      const expected = (n * w) / total;
      chi += ((counts[i] ?? 0) - expected) ** 2 / expected;
    }
    // 7 degrees of freedom: the 99.9th percentile is 24.32.
    expect(chi).toBeLessThan(24.32);
  });
});

describe('caseCoins (issue 28, docs/fairness.md "Coins")', () => {
  const seeds = {
    serverSeed: '9f2c4b7e1d3a5c6b8e0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b',
    clientSeed: 'lucky',
    nonce: 42,
  };
  it('draws round 1 of the drop’s roll over the range, as the worked example says', () => {
    expect(roll(seeds.serverSeed, seeds.clientSeed, 42, 'case', 1)).toBe(0.9093752873524403);
    expect(caseCoins(seeds, { min: 5, max: 14 })).toBe(14);
    expect(caseCoins(seeds, null)).toBe(0);
  });
  it('stays inside the range for every nonce', () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const c = caseCoins({ ...seeds, nonce }, { min: 2, max: 5 });
      expect(c).toBeGreaterThanOrEqual(2);
      expect(c).toBeLessThanOrEqual(5);
    }
  });
});
