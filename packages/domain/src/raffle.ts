/**
 * The season raffle's draw (issue 28 "Raffle"; docs/fairness.md "Raffle"). Pure: the server draws with it
 * and the browser's check tab recomputes the same winners from the revealed server seed and the entries.
 *
 * 1. Entries: the players with at least one ticket, by user id ascending, numbered 1…n.
 * 2. Public seed: SHA-256 hex of the entries text, lines `<position>:<user_id>:<tickets>` joined by "\n".
 * 3. Prize k = 1…prizeCount: `roll(serverSeed, publicSeed, k, 'raffle', 0)` picks among the entries that
 *    have not won yet, weighted by their tickets (pickByWeight, in entry order); one prize per player,
 *    the draw stops early when every entry has won.
 */
import { pickByWeight, roll, sha256Hex } from './fairness.ts';

/** A player in the draw: `position` 1-based in the published order, `tickets` ≥ 1. */
export interface RaffleEntry {
  position: number;
  userId: number;
  tickets: number;
}

/** Prize `prize` (1-based) went to `entry`; `roll` in [0, 1) is the value that chose it. */
export interface RaffleWin {
  prize: number;
  entry: RaffleEntry;
  roll: number;
}

/**
 * The published entries: players with ≥ 1 ticket sorted by user id ascending, positions 1…n.
 * Throws RangeError on a non-integer or negative ticket count, a bad user id, or a user listed twice.
 */
export function raffleEntries(
  players: readonly { userId: number; tickets: number }[],
): RaffleEntry[] {
  const seen = new Set<number>();
  for (const p of players) {
    if (!Number.isSafeInteger(p.userId) || p.userId < 1) throw new RangeError('bad user id');
    if (!Number.isSafeInteger(p.tickets) || p.tickets < 0) throw new RangeError('bad ticket count');
    if (seen.has(p.userId)) throw new RangeError('a user is listed twice');
    seen.add(p.userId);
  }
  return players
    .filter((p) => p.tickets >= 1)
    .sort((a, b) => a.userId - b.userId)
    .map((p, i) => ({ position: i + 1, userId: p.userId, tickets: p.tickets }));
}

/** The entries text the public seed hashes: `<position>:<user_id>:<tickets>` lines joined by "\n". */
export function raffleEntriesText(entries: readonly RaffleEntry[]): string {
  return entries.map((e) => `${e.position}:${e.userId}:${e.tickets}`).join('\n');
}

/** The public seed: SHA-256 hex (64 lowercase characters) of the entries text. */
export function rafflePublicSeed(entries: readonly RaffleEntry[]): string {
  return sha256Hex(raffleEntriesText(entries));
}

/**
 * The winners of prizes 1…prizeCount (fewer when the entries run out): for prize k the roll with client
 * seed = public seed, nonce = k, round 0, mapped by tickets over the entries that have not won yet.
 */
export function raffleWinners(
  serverSeed: string,
  entries: readonly RaffleEntry[],
  prizeCount: number,
): RaffleWin[] {
  const publicSeed = rafflePublicSeed(entries);
  const left = [...entries];
  const wins: RaffleWin[] = [];
  for (let k = 1; k <= prizeCount && left.length > 0; k += 1) {
    const value = roll(serverSeed, publicSeed, k, 'raffle', 0);
    const index = pickByWeight(
      left.map((e) => e.tickets),
      value,
    );
    const [entry] = left.splice(index, 1);
    wins.push({ prize: k, entry: entry!, roll: value });
  }
  return wins;
}

/** The whole draw from the players' tickets: entries, their text, the public seed and the winners. */
export function drawRaffle(
  serverSeed: string,
  players: readonly { userId: number; tickets: number }[],
  prizeCount: number,
): { entries: RaffleEntry[]; text: string; publicSeed: string; winners: RaffleWin[] } {
  const entries = raffleEntries(players);
  return {
    entries,
    text: raffleEntriesText(entries),
    publicSeed: rafflePublicSeed(entries),
    winners: raffleWinners(serverSeed, entries, prizeCount),
  };
}
