/**
 * Battle rules shared by server and browser (spec 001 §1–§5, §9; issue 10): seats, modes, sides,
 * teams, statuses, limits. Pure data and functions, no I/O.
 */

/** Seats of a battle (spec 001 §9 "max seats 4"). */
export const MIN_SEATS = 2;
export const MAX_SEATS = 4;
/** Rounds a battle may have by default (spec 001 §3, §9 `maxRounds` 50); the server's limit is configurable. */
export const DEFAULT_MAX_ROUNDS = 50;
/** Statuses (spec 001 §4): created → started → finished, or created → cancelled. */
export const BATTLE_STATUSES = ['created', 'started', 'finished', 'cancelled'] as const;
export type BattleStatus = (typeof BATTLE_STATUSES)[number];

/** Modes (issue 10): 1v1, 1v1v1, 1v1v1v1, and 2v2 (teams of seats 1+2 against 3+4). */
export type BattleMode = '1v1' | '1v1v1' | '1v1v1v1' | '2v2';

/** The mode of a battle with `seats` seats, in teams or not. */
export function battleMode(seats: number, teams: boolean): BattleMode {
  if (teams) return '2v2';
  return seats === 2 ? '1v1' : seats === 3 ? '1v1v1' : '1v1v1v1';
}

/** Seats and teams of a mode. */
export function modeShape(mode: BattleMode): { seats: number; teams: boolean } {
  switch (mode) {
    case '1v1':
      return { seats: 2, teams: false };
    case '1v1v1':
      return { seats: 3, teams: false };
    case '1v1v1v1':
      return { seats: 4, teams: false };
    case '2v2':
      return { seats: 4, teams: true };
  }
}

export const BATTLE_MODES: readonly BattleMode[] = ['1v1', '1v1v1', '1v1v1v1', '2v2'];

/** Spec 001 §4 "Seat positions: 1 and 2 left, 3 and 4 right". */
export function seatSide(seat: number): 'left' | 'right' {
  return seat <= 2 ? 'left' : 'right';
}

/** A 2v2 seat's team: 1 for seats 1–2, 2 for seats 3–4. */
export function teamOf(seat: number): 1 | 2 {
  return seat <= 2 ? 1 : 2;
}

/** The seat numbers 1…seats. */
export function seatNumbers(seats: number): number[] {
  return Array.from({ length: seats }, (_, i) => i + 1);
}

/** When round `round` (0-based) is revealed: `startedAt + round × roundMs` (issue 10 "rounds revealed in time"). */
export function roundDueAt(startedAtMs: number, round: number, roundMs: number): number {
  return startedAtMs + round * roundMs;
}

/** How many rounds are due at `nowMs` (0…rounds). */
export function roundsDue(
  startedAtMs: number,
  rounds: number,
  roundMs: number,
  nowMs: number,
): number {
  if (nowMs < startedAtMs) return 0;
  return Math.min(rounds, Math.floor((nowMs - startedAtMs) / roundMs) + 1);
}

/** When the battle ends: every round revealed and the last one's spin over, `startedAt + rounds × roundMs`. */
export function battleEndsAt(startedAtMs: number, rounds: number, roundMs: number): number {
  return startedAtMs + rounds * roundMs;
}

/** The fixed emoji set of `POST /emoji` (spec 001 §3 Emoji message; issue 10). */
export const BATTLE_EMOJI = [
  'fire',
  'laugh',
  'cool',
  'cry',
  'angry',
  'like',
  'party',
  'skull',
] as const;
export type BattleEmoji = (typeof BATTLE_EMOJI)[number];
