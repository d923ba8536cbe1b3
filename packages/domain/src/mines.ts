/**
 * Techies mines (issue 11 "Techies"; docs/fairness.md "Mines"): a 5×5 field, 1–24 mines placed before
 * the first click by a Fisher–Yates shuffle driven by successive rounds of the `mines` roll; each safe
 * cell raises the multiplier to fair odds × (1 − house edge), rounded down to hundredths. Pure.
 */
import { roll, sha256Hex } from './fairness.ts';

export const MINES_CELLS = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
/** Mine counts the page offers as quick buttons. */
export const MINES_PRESETS = [1, 3, 5, 10, 24] as const;

/**
 * The mine cells (0–24, row by row, ascending) of a game: cells = [0 … 24]; for k = 0 … 23 with
 * i = 24 − k, j = floor(roll(mode `mines`, nonce, round k) × (i + 1)), swap cells[i] and cells[j];
 * the mines are the first `mines` cells of the shuffled list.
 */
export function minesLayout(
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  mines: number,
): number[] {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX)
    throw new RangeError('mines must be 1–24');
  const cells = Array.from({ length: MINES_CELLS }, (_, i) => i);
  for (let k = 0; k < MINES_CELLS - 1; k += 1) {
    const i = MINES_CELLS - 1 - k;
    const j = Math.floor(
      roll(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 'mines', k) * (i + 1),
    );
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  return cells.slice(0, mines).sort((a, b) => a - b);
}

/**
 * The layout's commitment, shown before the first click: SHA-256 of "<mine cells, ascending, comma
 * separated>:<salt>" (the salt, 32 hex characters, is revealed with the layout at the end).
 */
export function minesLayoutHash(layout: readonly number[], salt: string): string {
  return `${sha256Hex(`${[...layout].sort((a, b) => a - b).join(',')}:${salt}`)}`;
}

/** C(n, k) exactly (n ≤ 25 keeps every value far below 2^53). */
function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** The chance to find `safe` safe cells in a row with `mines` mines: C(25 − mines, safe) ÷ C(25, safe). */
export function minesSurvival(mines: number, safe: number): number {
  return choose(MINES_CELLS - mines, safe) / choose(MINES_CELLS, safe);
}

/**
 * The multiplier after `safe` safe cells, in hundredths (integer): floor(100 × (1 − edge) ÷
 * survival). 100 (×1.00) before the first cell. Throws when `safe` exceeds the safe cells.
 */
export function minesMultiplierHundredths(mines: number, safe: number, houseEdge: number): number {
  if (safe < 0 || safe > MINES_CELLS - mines) throw new RangeError('more cells than are safe');
  if (safe === 0) return 100;
  const fair = choose(MINES_CELLS, safe) / choose(MINES_CELLS - mines, safe);
  return Math.floor(100 * (1 - houseEdge) * fair + 1e-7);
}

/** The multiplier after `safe` safe cells as a number with 2 decimals (e.g. 1.24). */
export function minesMultiplier(mines: number, safe: number, houseEdge: number): number {
  return minesMultiplierHundredths(mines, safe, houseEdge) / 100;
}

/** The payout of a cash-out (kopecks): floor(stake × multiplier), at most `maxWinKopecks`. */
export function minesPayout(
  stakeKopecks: number,
  mines: number,
  safe: number,
  houseEdge: number,
  maxWinKopecks: number = Number.MAX_SAFE_INTEGER,
): number {
  const won = Math.floor((stakeKopecks * minesMultiplierHundredths(mines, safe, houseEdge)) / 100);
  return Math.min(won, maxWinKopecks);
}

/** One row of the multiplier table: after `safe` cells, the multiplier and the chance to get there. */
export interface MinesStep {
  safe: number;
  multiplier: number;
  chance: number;
}

/** The published table for `mines` mines: steps 1 … 25 − mines. */
export function minesTable(mines: number, houseEdge: number): MinesStep[] {
  return Array.from({ length: MINES_CELLS - mines }, (_, i) => ({
    safe: i + 1,
    multiplier: minesMultiplier(mines, i + 1, houseEdge),
    chance: minesSurvival(mines, i + 1),
  }));
}

/** Return to player of cashing out after `safe` cells: survival × multiplier (≤ 1 − edge). */
export function minesReturn(mines: number, safe: number, houseEdge: number): number {
  return minesSurvival(mines, safe) * minesMultiplier(mines, safe, houseEdge);
}
