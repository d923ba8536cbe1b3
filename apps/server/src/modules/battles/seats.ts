/**
 * Taking and leaving seats (spec 001 §7 `POST /join`, `POST /leave`; issue 10). A join locks the battle,
 * takes the asked (or the first free) seat and debits the seat's price through the ledger in the same
 * transaction; the last seat starts the battle there and then. Leaving before the start deletes the seat
 * and refunds exactly what was paid; the creator leaving cancels the battle for everyone.
 * Errors: 404 (unknown or private without key), 409 joining_battle (taken, full, started, a member
 * already), 402 error_not_enough_funds_for_battle, 403 self_excluded.
 */
import { seatNumbers } from '@cases/domain/battles/rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { battleMembers, battleSpectators } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { credit, debit } from '../../platform/ledger.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { requirePlayAllowed } from '../../kernel/players/play-guard.ts';
import { cancelInTx } from './cancel.ts';
import { defaultClientSeed } from './create.ts';
import type { BattleRow } from './data.ts';
import { cannotJoin } from './errors.ts';
import { lockBattle } from './lock.ts';
import { startInTx } from './start.ts';
import type { BattleTimers } from './timers.ts';

export interface JoinInput {
  ulid: string;
  seat?: number | undefined;
  clientSeed?: string | undefined;
  key?: string | undefined;
}

/** Takes a seat; returns the balance after paying (kopecks) and the battle if this join started it. */
export async function joinBattle(
  db: Db,
  userId: number,
  input: JoinInput,
  timers: BattleTimers,
): Promise<{ balance: number; battleId: number; started: BattleRow | null }> {
  await requirePlayAllowed(db, userId);
  const [snap, seed] = await Promise.all([
    snapshot(db),
    input.clientSeed ?? defaultClientSeed(db, userId),
  ]);
  return db.transaction(async (tx) => {
    const { battle, members } = await lockBattle(tx, input.ulid, userId, input.key);
    if (battle.status !== 'created') throw cannotJoin('The battle has already started or ended');
    if (members.some((m) => m.userId === userId)) throw cannotJoin('You already have a seat');
    const taken = new Set(members.map((m) => m.seat));
    const seat = input.seat ?? seatNumbers(battle.seats).find((s) => !taken.has(s));
    if (seat === undefined || seat > battle.seats || taken.has(seat))
      throw cannotJoin('This seat is taken');
    await tx
      .insert(battleMembers)
      .values({ battleId: battle.id, seat, userId, clientSeed: seed, paid: battle.price });
    const balance = await debit(tx, {
      userId,
      amount: battle.price,
      reason: 'battle',
      reference: `battle:${battle.ulid}`,
    });
    if (balance === null)
      throw new AppError(
        402,
        'error_not_enough_funds_for_battle',
        'Not enough money for this battle',
      );
    // A member is no longer a spectator.
    await tx
      .delete(battleSpectators)
      .where(
        and(eq(battleSpectators.battleId, battle.id), eq(battleSpectators.viewer, `u:${userId}`)),
      );
    const seeds = new Map(members.map((m) => [m.seat, m.clientSeed]));
    seeds.set(seat, seed);
    const started =
      seeds.size === battle.seats ? await startInTx(tx, battle, seeds, snap, timers) : null;
    return { balance, battleId: battle.id, started };
  });
}

/**
 * Leaves a battle that has not started: the seat is freed and its price refunded; the creator leaving
 * cancels it (everyone refunded). Returns the leaver's balance (kopecks) and whether it was cancelled.
 */
export async function leaveBattle(
  db: Db,
  userId: number,
  ulid: string,
  key?: string,
): Promise<{ balance: number; battleId: number; cancelled: boolean }> {
  return db.transaction(async (tx) => {
    const { battle, members } = await lockBattle(tx, ulid, userId, key);
    const me = members.find((m) => m.userId === userId);
    if (!me) throw cannotJoin('You have no seat in this battle');
    if (battle.status !== 'created') throw cannotJoin('The battle has already started or ended');
    if (battle.creatorId === userId) {
      const balances = await cancelInTx(tx, battle, members);
      return { balance: balances.get(userId) ?? 0, battleId: battle.id, cancelled: true };
    }
    await tx.delete(battleMembers).where(eq(battleMembers.id, me.id));
    const balance = await credit(tx, {
      userId,
      amount: me.paid,
      reason: 'battle_refund',
      reference: `battle:${battle.ulid}`,
    });
    return { balance, battleId: battle.id, cancelled: false };
  });
}
