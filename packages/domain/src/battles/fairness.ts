/**
 * The battle fairness recipe (ARCHITECTURE fairness; issue 10; docs/fairness.md "Battle"):
 * - the battle's own server seed, its SHA-256 published at creation;
 * - each seat's client seed fixed when the seat is taken (a bot's is `bot:<battle ulid>:<seat>`);
 * - public seed = SHA-256 hex of the seats' client seeds joined by ':' in seat order, fixed at the start;
 * - seat s (1–4) in round r (0-based) rolls with mode `battle`, client seed = public seed, nonce = s,
 *   round = r, mapped over that round's case weights as a case opening is;
 * - a tie rolls once with nonce 0 and round = the number of rounds: tied seat (or team) i of k, in
 *   ascending order, wins when the roll falls in [i/k, (i+1)/k) (the "coinflip ticket").
 */
import { pickByWeight, roll, sha256Hex } from '../fairness.ts';

/** A bot's client seed: never chosen by the server (issue 10). */
export function botClientSeed(battleUlid: string, seat: number): string {
  return `bot:${battleUlid}:${seat}`;
}

/** The public seed: SHA-256 hex of the client seeds (index 0 = seat 1) joined by ':'. */
export function battlePublicSeed(clientSeedsInSeatOrder: readonly string[]): string {
  return sha256Hex(clientSeedsInSeatOrder.join(':'));
}

/** The roll of `seat` in `round` (0-based): a float in [0, 1). */
export function seatRoll(
  serverSeed: string,
  publicSeed: string,
  seat: number,
  round: number,
): number {
  return roll(serverSeed, publicSeed, seat, 'battle', round);
}

/** Index of the dropped item in the round's case list (published order, integer weights). */
export function seatDropIndex(
  weights: readonly number[],
  serverSeed: string,
  publicSeed: string,
  seat: number,
  round: number,
): number {
  return pickByWeight(weights, seatRoll(serverSeed, publicSeed, seat, round));
}

/** The tie roll of a battle of `rounds` rounds: nonce 0, round = rounds. */
export function tieRoll(serverSeed: string, publicSeed: string, rounds: number): number {
  return roll(serverSeed, publicSeed, 0, 'battle', rounds);
}

/** Which of `k` tied candidates (in ascending order) a tie roll picks: equal ranges, floor(roll × k). */
export function tieIndex(tieRollValue: number, k: number): number {
  if (!Number.isInteger(k) || k < 1) throw new RangeError('k must be a positive integer');
  return Math.min(k - 1, Math.floor(tieRollValue * k));
}
