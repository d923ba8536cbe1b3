/**
 * `POST /start` (spec 001 §7 "offer and start"; issue 10): the creator fills the empty seats with bots
 * and the battle starts at once. Errors: 404, 403 error_battle_authorize (not the creator), 409
 * joining_battle (no longer `created`).
 */
import type { Db } from '../../db/client.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import type { BattleRow } from './data.ts';
import { cannotJoin, notAllowed } from './errors.ts';
import { lockBattle } from './lock.ts';
import { startInTx } from './start.ts';
import type { BattleTimers } from './timers.ts';

/** Starts the creator's battle with bots in the empty seats; returns the started row. */
export async function startWithBots(
  db: Db,
  userId: number,
  ulid: string,
  timers: BattleTimers,
): Promise<BattleRow> {
  const snap = await snapshot(db);
  return db.transaction(async (tx) => {
    const { battle, members } = await lockBattle(tx, ulid, userId);
    if (battle.creatorId !== userId) throw notAllowed('Only the creator may start the battle');
    if (battle.status !== 'created') throw cannotJoin('The battle has already started or ended');
    return startInTx(tx, battle, new Map(members.map((m) => [m.seat, m.clientSeed])), snap, timers);
  });
}
