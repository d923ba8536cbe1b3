/**
 * Provably fair rolls (ARCHITECTURE "Money, items and fairness"; docs/fairness.md).
 * Pure and synchronous: the server rolls with it and the browser's check page recomputes with it.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Game modes mixed into the HMAC message so one seed pair never gives the same roll in two games. */
export type GameMode = 'case' | 'upgrade' | 'contract' | 'battle' | 'mines' | 'raffle';

/** SHA-256 of a UTF-8 string as 64 lowercase hex characters (the published server seed hash). */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** The HMAC message: `<mode>:<client_seed>:<nonce>:<round>`. */
export function rollMessage(mode: GameMode, clientSeed: string, nonce: number, round = 0): string {
  return `${mode}:${clientSeed}:${nonce}:${round}`;
}

/**
 * The roll: HMAC_SHA256(key = server seed, message) as hex; its first 13 hex digits (52 bits) ÷ 2^52.
 * Returns a float in [0, 1). Only 13 digits: more would exceed a double's exact integer range.
 */
export function roll(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  mode: GameMode,
  round = 0,
): number {
  const mac = bytesToHex(
    hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(rollMessage(mode, clientSeed, nonce, round))),
  );
  return parseInt(mac.slice(0, 13), 16) / 2 ** 52;
}

/**
 * Maps a roll onto a weighted list: the first index, in list order, whose running sum of integer
 * weights exceeds `roll × total weight`. Throws on an empty list or non-positive/non-integer weights.
 */
export function pickByWeight(weights: readonly number[], rollValue: number): number {
  let total = 0;
  for (const w of weights) {
    if (!Number.isInteger(w) || w <= 0) throw new RangeError('weights must be positive integers');
    total += w;
  }
  if (total === 0) throw new RangeError('empty weight list');
  const target = rollValue * total;
  let running = 0;
  for (const [i, w] of weights.entries()) {
    running += w;
    if (running > target) return i;
  }
  return weights.length - 1;
}

/** A case drop: the index of the dropped item in the case's published item list. Spec 000 §3 Case; ARCHITECTURE fairness. */
export function caseDropIndex(
  weights: readonly number[],
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
): number {
  return pickByWeight(weights, roll(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 'case', 0));
}

/** Client seeds the player may choose: 1–64 characters of letters, digits, `_` or `-`. */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The coins a paid case drop pays (the case's `bonuses` range, issue 28): round 1 of the same opening's roll
 * (`case:<client_seed>:<nonce>:1`), mapped onto the whole numbers `min`…`max` inclusive. 0 when the case pays none.
 */
export function caseCoins(
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  range: { min: number; max: number } | null,
): number {
  if (range === null || range.max <= 0) return 0;
  const value = roll(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 'case', 1);
  return range.min + Math.floor(value * (range.max - range.min + 1));
}
