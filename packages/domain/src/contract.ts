/**
 * Contract rules (issue 11 "Contracts"; docs/fairness.md "Contract"). A player signs 3–10 items; the
 * contract's value is the input value × a multiplier drawn from a published distribution: four bands
 * of multipliers, a band chosen by weight (roll round 0), the multiplier uniform inside it (roll
 * round 1). The band weights are set so that the expected multiplier is 1 − house edge. Kopecks.
 */
import { pickByWeight, roll } from './fairness.ts';

export const CONTRACT_MIN_ITEMS = 3;
export const CONTRACT_MAX_ITEMS = 10;
/** The weights of a distribution add up to this (a chance of 1 / 10 000 = 0.01 %). */
export const CONTRACT_WEIGHT_TOTAL = 10_000;
/**
 * Input kopecks per coin a contract pays (decision 017): floor(input / 1000), a coin per full 10 ₽. Here so the
 * contracts and the catalog's pass value bound (catalog/pass-value.ts) read one figure.
 */
export const CONTRACT_KOPECKS_PER_COIN = 1000;

/** Multiplier ranges [from, to) of the bands, relative to the input value. */
export const CONTRACT_BANDS = [
  { from: 0.25, to: 0.5 },
  { from: 0.5, to: 1 },
  { from: 1, to: 2 },
  { from: 2, to: 4 },
] as const;
/** Fixed weights of the two upper bands: 25 % for 1–2×, 5 % for 2–4×. */
const UPPER_WEIGHTS = [2_500, 500] as const;
/** House edges the band shapes can carry (the weight of 0.5–1× stays within 0…7000). */
export const CONTRACT_EDGE_RANGE = { min: 0, max: 0.2 } as const;

export interface ContractBand {
  from: number;
  to: number;
  /** Integer weight out of CONTRACT_WEIGHT_TOTAL. */
  weight: number;
}

export interface ContractDistribution {
  bands: ContractBand[];
  /** Expected multiplier: sum of weight × band middle ÷ total (1 − edge, to 1 / 10 000). */
  expectedReturn: number;
}

/**
 * The published distribution for a house edge in CONTRACT_EDGE_RANGE: the upper bands keep their
 * weights, the two lower bands share the rest so the expected multiplier is 1 − edge. Throws outside the range.
 */
export function contractDistribution(houseEdge: number): ContractDistribution {
  if (!(houseEdge >= CONTRACT_EDGE_RANGE.min && houseEdge <= CONTRACT_EDGE_RANGE.max))
    throw new RangeError('contract house edge out of range');
  const mid = (b: { from: number; to: number }) => (b.from + b.to) / 2;
  const [b0, b1, b2, b3] = CONTRACT_BANDS;
  const upper = UPPER_WEIGHTS[0] * mid(b2) + UPPER_WEIGHTS[1] * mid(b3);
  const lowerTotal = CONTRACT_WEIGHT_TOTAL - UPPER_WEIGHTS[0] - UPPER_WEIGHTS[1];
  // lowerTotal = w0 + w1 and w0·mid0 + w1·mid1 + upper = total·(1 − edge).
  // Rounded down (the epsilon absorbs binary rounding of an exact quotient): the published
  // expected return is never above 1 − edge.
  const w1 = Math.floor(
    (CONTRACT_WEIGHT_TOTAL * (1 - houseEdge) - upper - lowerTotal * mid(b0)) / (mid(b1) - mid(b0)) +
      1e-6,
  );
  const weights = [lowerTotal - w1, w1, UPPER_WEIGHTS[0], UPPER_WEIGHTS[1]];
  const bands = CONTRACT_BANDS.map((b, i) => ({ from: b.from, to: b.to, weight: weights[i]! }));
  const expectedReturn = bands.reduce((s, b) => s + b.weight * mid(b), 0) / CONTRACT_WEIGHT_TOTAL;
  return { bands, expectedReturn };
}

/** One contract's draw: the band index, both rolls, the multiplier and the value in kopecks. */
export interface ContractDraw {
  band: number;
  bandRoll: number;
  positionRoll: number;
  multiplier: number;
  valueKopecks: number;
}

/**
 * Draws a contract: band = pickByWeight(weights, roll(mode `contract`, nonce, round 0)); multiplier =
 * from + (to − from) × roll(round 1); value = floor(input × multiplier) kopecks.
 */
export function contractDraw(
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  inputKopecks: number,
  dist: ContractDistribution,
): ContractDraw {
  const bandRoll = roll(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 'contract', 0);
  const positionRoll = roll(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 'contract', 1);
  const band = pickByWeight(
    dist.bands.map((b) => b.weight),
    bandRoll,
  );
  const chosen = dist.bands[band]!;
  const multiplier = chosen.from + (chosen.to - chosen.from) * positionRoll;
  return {
    band,
    bandRoll,
    positionRoll,
    multiplier,
    valueKopecks: Math.floor(inputKopecks * multiplier),
  };
}

/**
 * What a contract of `valueKopecks` pays: the most expensive of `items` priced at most the value
 * (the lowest id among equal prices), and the rest credited to the balance. Null item when none fits.
 */
export function contractPrize<T extends { id: string; price: number }>(
  valueKopecks: number,
  items: readonly T[],
): { item: T | null; creditKopecks: number } {
  let best: T | null = null;
  for (const item of items)
    if (
      item.price <= valueKopecks &&
      (best === null || item.price > best.price || (item.price === best.price && item.id < best.id))
    )
      best = item;
  return { item: best, creditKopecks: valueKopecks - (best?.price ?? 0) };
}

/** The smallest input value (kopecks) whose lowest possible result still buys `cheapestKopecks`. */
export function contractMinInput(cheapestKopecks: number): number {
  return Math.ceil(cheapestKopecks / CONTRACT_BANDS[0].from);
}
