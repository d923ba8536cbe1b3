/**
 * The whole outcome of a battle from its revealed inputs (issue 10; docs/fairness.md "Battle"): every
 * seat's drop in every round, the totals, the winner seats (highest total, or lowest in crazy mode;
 * per team in 2v2; a tie settled by the tie roll) and who receives each drop. The server resolves a
 * battle with this at the start; the check page recomputes it in the browser.
 */
import { pickByWeight } from '../fairness.ts';
import { battlePublicSeed, seatRoll, tieIndex, tieRoll } from './fairness.ts';
import { seatNumbers, teamOf } from './rules.ts';
import { splitBetween } from './split.ts';

/** One round's case: its published weights and the item values (integers, e.g. kopecks), same order. */
export interface RoundCase {
  weights: readonly number[];
  prices: readonly number[];
}

export interface ResolveInput {
  serverSeed: string;
  /** Client seeds of seats 1…n (index 0 = seat 1). */
  clientSeeds: readonly string[];
  /** One case per round, round 0 first. */
  rounds: readonly RoundCase[];
  /** 2v2: seats 1+2 against 3+4. */
  teams: boolean;
  /** Crazy mode: the lowest total wins. */
  crazy: boolean;
}

export interface ResolvedDrop {
  round: number;
  seat: number;
  /** Index in the round case's list. */
  index: number;
  roll: number;
  price: number;
  /** The seat that receives the drop at the end (a winner seat). */
  owner: number;
}

export interface Resolution {
  publicSeed: string;
  /** Round by round, seats ascending within a round. */
  drops: ResolvedDrop[];
  /** Total value per seat (index 0 = seat 1). */
  totals: number[];
  winnerSeats: number[];
  /** The tie roll and the tied candidates (seat lists), or null without a tie. */
  tie: { roll: number; candidates: number[][] } | null;
}

/** The winning candidates (seat lists) by total; with several equal, the tie roll decides. */
export function pickWinners(
  totals: readonly number[],
  teams: boolean,
  crazy: boolean,
  roll: () => number,
): { winnerSeats: number[]; tie: Resolution['tie'] } {
  const seats = seatNumbers(totals.length);
  const units = teams
    ? [seats.filter((s) => teamOf(s) === 1), seats.filter((s) => teamOf(s) === 2)]
    : seats.map((s) => [s]);
  const value = (unit: number[]) => unit.reduce((sum, s) => sum + totals[s - 1]!, 0);
  const values = units.map(value);
  const best = crazy ? Math.min(...values) : Math.max(...values);
  const tied = units.filter((_, i) => values[i] === best);
  if (tied.length === 1) return { winnerSeats: tied[0]!, tie: null };
  const r = roll();
  return { winnerSeats: tied[tieIndex(r, tied.length)]!, tie: { roll: r, candidates: tied } };
}

/** Resolves every round, the totals, the winners and the owner of each drop. */
export function resolveBattle(input: ResolveInput): Resolution {
  const seats = seatNumbers(input.clientSeeds.length);
  const publicSeed = battlePublicSeed(input.clientSeeds);
  const drops: ResolvedDrop[] = [];
  const totals = seats.map(() => 0);
  input.rounds.forEach((c, round) => {
    for (const seat of seats) {
      const r = seatRoll(input.serverSeed, publicSeed, seat, round);
      const index = pickByWeight(c.weights, r);
      const price = c.prices[index]!;
      totals[seat - 1] = (totals[seat - 1] ?? 0) + price;
      drops.push({ round, seat, index, roll: r, price, owner: 0 });
    }
  });
  const { winnerSeats, tie } = pickWinners(totals, input.teams, input.crazy, () =>
    tieRoll(input.serverSeed, publicSeed, input.rounds.length),
  );
  const owners = splitBetween(drops, winnerSeats);
  drops.forEach((d, i) => (d.owner = owners[i]!));
  return { publicSeed, drops, totals, winnerSeats, tie };
}
