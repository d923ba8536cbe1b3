/**
 * Money units: integer kopecks inside, decimal roubles (2 decimals) on the wire (ARCHITECTURE "Wire contract").
 */

/** Kopecks (integer) → roubles (number with at most 2 decimals). */
export function toRoubles(kopecks: number | bigint): number {
  return Number(kopecks) / 100;
}

/** Roubles (number, at most 2 decimals) → kopecks (integer), rounding half away from zero. */
export function toKopecks(roubles: number): number {
  return Math.sign(roubles) * Math.round(Math.abs(roubles) * 100 + 1e-7);
}

/** True when a rouble amount has at most two decimals (e.g. 10.5, 10.55; not 10.555). */
export function hasAtMostTwoDecimals(roubles: number): boolean {
  return Math.abs(roubles * 100 - Math.round(roubles * 100)) < 1e-6;
}
