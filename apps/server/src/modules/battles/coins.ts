/**
 * Coins of a finished battle (issue 28, decision 017): each human seat that paid earns, for every round,
 * the mid-point of that round's case coin range, floor((coins_min + coins_max) / 2) — a published rule,
 * not a roll; 0 for a case without a range. Bots earn nothing. Whole coins.
 */
import type { Tx } from '../../db/client.ts';
import type { Snapshot } from '../../kernel/catalog/snapshot.ts';
import { credit } from '../../platform/ledger.ts';
import type { BattleRow } from './data.ts';

/** One seat's coins for `caseIds` (one entry per round) under the catalog `snap`. */
export function battleSeatCoins(snap: Snapshot, caseIds: readonly number[]): number {
  let coins = 0;
  for (const id of caseIds) {
    const c = snap.byKey.get(String(id))?.row;
    if (!c || c.coinsMax === null) continue;
    coins += Math.floor(((c.coinsMin ?? 0) + c.coinsMax) / 2);
  }
  return coins;
}

/** A seat as the settlement reads it. */
export interface PaidSeat {
  userId: number | null;
  isBot: boolean;
  paid: number;
}

/**
 * Credits the seat coins (`battle_coins`, COIN, `battle:<ulid>`) to every human seat that paid, inside the
 * transaction that marks the battle finished, so they are paid exactly when it finishes, once.
 */
export async function creditBattleCoins(
  tx: Tx,
  battle: BattleRow,
  seats: readonly PaidSeat[],
  snap: Snapshot,
): Promise<void> {
  const amount = battleSeatCoins(snap, battle.caseIds);
  if (amount <= 0) return;
  const players = seats.flatMap((s) =>
    s.isBot || s.userId === null || s.paid <= 0 ? [] : [s.userId],
  );
  // Users rows in id order, so two battles settling with the same players cannot deadlock.
  for (const userId of players.sort((a, b) => a - b)) {
    await credit(tx, {
      userId,
      amount,
      reason: 'battle_coins',
      reference: `battle:${battle.ulid}`,
      currency: 'COIN',
    });
  }
}
