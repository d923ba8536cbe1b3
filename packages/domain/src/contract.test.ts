import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_WEIGHT_TOTAL,
  contractDistribution,
  contractDraw,
  contractMinInput,
  contractPrize,
} from './contract.ts';

const SEED = 'a'.repeat(64);
/** The roll written again with node:crypto, independent of @noble/hashes. */
const nodeRoll = (server: string, message: string) =>
  parseInt(createHmac('sha256', server).update(message).digest('hex').slice(0, 13), 16) / 2 ** 52;

describe('contractDistribution', () => {
  it('publishes four bands whose expected multiplier is 1 − edge', () => {
    const d = contractDistribution(0.1);
    expect(d.bands).toEqual([
      { from: 0.25, to: 0.5, weight: 4000 },
      { from: 0.5, to: 1, weight: 3000 },
      { from: 1, to: 2, weight: 2500 },
      { from: 2, to: 4, weight: 500 },
    ]);
    expect(d.expectedReturn).toBeCloseTo(0.9, 12);
    for (const edge of [0, 0.05, 0.1, 0.15, 0.2]) {
      const e = contractDistribution(edge);
      expect(e.bands.reduce((s, b) => s + b.weight, 0)).toBe(CONTRACT_WEIGHT_TOTAL);
      expect(e.bands.filter((b) => !(b.weight > 0))).toEqual([]);
      expect(e.expectedReturn).toBeLessThanOrEqual(1 - edge + 1e-12);
      expect(e.expectedReturn).toBeGreaterThan(1 - edge - 1e-4);
    }
  });

  it('refuses an edge the bands cannot carry', () => {
    expect(() => contractDistribution(-0.01)).toThrow();
    expect(() => contractDistribution(0.25)).toThrow();
  });
});

describe('contractDraw', () => {
  it('takes the band from round 0 and the place inside it from round 1', () => {
    const seeds = { serverSeed: SEED, clientSeed: 'player-seed', nonce: 0 };
    const draw = contractDraw(seeds, 30_000, contractDistribution(0.1));
    expect(draw.bandRoll).toBe(nodeRoll(SEED, 'contract:player-seed:0:0'));
    expect(draw.positionRoll).toBe(nodeRoll(SEED, 'contract:player-seed:0:1'));
    expect(draw).toEqual({
      band: 2,
      bandRoll: 0.9127362011839604,
      positionRoll: 0.8226496448983422,
      multiplier: 1.8226496448983422,
      valueKopecks: 54_679,
    });
  });

  it('matches the published chances over 100 000 draws (chi-square) with uniform places', () => {
    const dist = contractDistribution(0.1);
    const counts = [0, 0, 0, 0];
    const deciles = Array.from({ length: 10 }, () => 0);
    let total = 0;
    let outside = 0;
    const n = 100_000;
    for (let nonce = 0; nonce < n; nonce += 1) {
      const d = contractDraw({ serverSeed: SEED, clientSeed: 'chi', nonce }, 10_000, dist);
      counts[d.band]! += 1;
      const b = dist.bands[d.band]!;
      if (d.multiplier < b.from || d.multiplier >= b.to) outside += 1;
      deciles[Math.floor(((d.multiplier - b.from) / (b.to - b.from)) * 10)]! += 1;
      total += d.multiplier;
    }
    expect(outside).toBe(0);
    const chi = (observed: number[], expected: number[]) =>
      observed.reduce((s, o, i) => s + (o - expected[i]!) ** 2 / expected[i]!, 0);
    const bandChi = chi(
      counts,
      dist.bands.map((b) => (n * b.weight) / CONTRACT_WEIGHT_TOTAL),
    );
    // 3 degrees of freedom: 16.27 is the 0.1 % critical value.
    expect(bandChi).toBeLessThan(16.27);
    // 9 degrees of freedom: 27.88 at 0.1 %.
    expect(
      chi(
        deciles,
        deciles.map(() => n / 10),
      ),
    ).toBeLessThan(27.88);
    // The mean multiplier is the published expected return (the standard error is about 0.0022).
    expect(Math.abs(total / n - dist.expectedReturn)).toBeLessThan(0.01);
  });
});

describe('contractPrize', () => {
  const items = [
    { id: 'b', price: 500 },
    { id: 'a', price: 500 },
    { id: 'c', price: 1_200 },
    { id: 'd', price: 300 },
  ];
  it('pays the dearest item within the value and credits the rest', () => {
    expect(contractPrize(1_000, items)).toEqual({ item: items[1], creditKopecks: 500 });
    expect(contractPrize(1_200, items)).toEqual({ item: items[2], creditKopecks: 0 });
    expect(contractPrize(200, items)).toEqual({ item: null, creditKopecks: 200 });
  });
  it('needs an input whose lowest result buys the cheapest item', () => {
    expect(contractMinInput(300)).toBe(1_200);
    expect(contractMinInput(301)).toBe(1_204);
  });
});

describe('docs/fairness.md worked example', () => {
  it('draws band 3 and 288,75 ₽ from 150 ₽ of items with nonce 44', () => {
    const serverSeed = '9f2c4b7e1d3a5c6b8e0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b';
    const seeds = { serverSeed, clientSeed: 'lucky', nonce: 44 };
    expect(contractDraw(seeds, 15_000, contractDistribution(0.1))).toEqual({
      band: 2,
      bandRoll: 0.7315172763531268,
      positionRoll: 0.9250398813695204,
      multiplier: 1.9250398813695204,
      valueKopecks: 28_875,
    });
    expect(nodeRoll(serverSeed, 'contract:lucky:44:0')).toBe(0.7315172763531268);
  });
});
