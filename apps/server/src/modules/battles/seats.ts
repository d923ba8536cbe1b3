/**
 * Taking and leaving seats (spec 001 §7 `POST /join`, `POST /leave`; issue 10). A join takes the asked (or
 * the first free) seat and debits the seat's price through the ledger in one statement under the battle's
 * lock (`join_battle`, decision 013); the last seat starts the battle there and then. Leaving before the
 * start deletes the seat and refunds exactly what was paid; the creator leaving cancels the battle for
 * everyone.
 * Errors: 404 (unknown or private without key), 409 joining_battle (taken, full, started, a member
 * already), 402 error_not_enough_funds_for_battle, 403 self_excluded.
 */
import { seatNumbers } from '@cases/domain/battles/rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { battleMembers, battles } from '../../db/schema/index.ts';
import { credit } from '../../platform/ledger.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { selfExcluded } from '../../kernel/players/play-guard.ts';
import { cancelInTx } from './cancel.ts';
import { defaultClientSeed } from './create.ts';
import { battleNotFound, cannotJoin } from './errors.ts';
import { joinStatement } from './join-statement.ts';
import { canSee, lockBattle } from './lock.ts';
import { planStart } from './start.ts';
import type { BattleTimers } from './timers.ts';
import type { HintedPlayer } from '../../platform/session-hint.ts';

export interface JoinInput {
  ulid: string;
  seat?: number | undefined;
  clientSeed?: string | undefined;
  key?: string | undefined;
}

/** The battle, its seats, the joiner's running self-exclusion and active client seed: one read. */
async function readForJoin(db: Db, ulid: string, userId: number) {
  const [row] = await db
    .select({
      battle: battles,
      members: sql<{ seat: number; userId: number | null; clientSeed: string }[]>`(
        select coalesce(json_agg(json_build_object('seat', m.seat, 'userId', m.user_id,
                                                   'clientSeed', m.client_seed) order by m.seat), '[]'::json)
          from battle_members m where m.battle_id = "battles"."id")`,
      exclusion: sql<{ until: string | null } | null>`(
        select json_build_object('until', e.until) from self_exclusions e
         where e.user_id = ${userId} and (e.until is null or e.until > now()))`,
      clientSeed: sql<string | null>`(
        select f.client_seed from fairness_seeds f where f.user_id = ${userId} and f.revealed_at is null)`,
    })
    .from(battles)
    .where(eq(battles.ulid, ulid));
  return row;
}

/** How many times a join reads the battle again after it changed under the statement. */
const JOIN_TRIES = 3;

/**
 * Takes a seat; returns the balance after paying (kopecks), the battle's id and whether this join started
 * it. The battle is read, the refusals answered from that read, the start rolled for the last seat, then
 * `join_battle` writes it all in one statement (with the settle timer in its transaction when it starts);
 * a battle that changed meanwhile is read again.
 */
export async function joinBattle(
  db: Db,
  joiner: HintedPlayer,
  input: JoinInput,
  timers: BattleTimers,
): Promise<{ balance: number; battleId: number; started: boolean }> {
  const { userId } = joiner;
  for (let attempt = 1; ; attempt++) {
    const [read, snap] = await Promise.all([readForJoin(db, input.ulid, userId), snapshot(db)]);
    if (read?.exclusion)
      throw selfExcluded(read.exclusion.until === null ? null : new Date(read.exclusion.until));
    if (!read) throw battleNotFound();
    const { battle, members } = read;
    if (!canSee(battle, members, userId, input.key)) throw battleNotFound();
    if (battle.status !== 'created') throw cannotJoin('The battle has already started or ended');
    if (members.some((m) => m.userId === userId)) throw cannotJoin('You already have a seat');
    const taken = new Set(members.map((m) => m.seat));
    const seat = input.seat ?? seatNumbers(battle.seats).find((s) => !taken.has(s));
    if (seat === undefined || seat > battle.seats || taken.has(seat))
      throw cannotJoin('This seat is taken');
    const clientSeed = input.clientSeed ?? read.clientSeed ?? (await defaultClientSeed(db, userId));
    const seeds = new Map(members.map((m) => [m.seat, m.clientSeed]));
    seeds.set(seat, clientSeed);
    const start = seeds.size === battle.seats ? planStart(battle, seeds, snap) : null;
    const call = {
      ...joiner,
      battleId: battle.id,
      ulid: battle.ulid,
      seat,
      clientSeed,
      price: battle.price,
      taken: members.map((m) => m.seat),
      start,
    };
    const balance =
      start === null
        ? await joinStatement(db, call)
        : // The durable settle timer commits with the start (timers.ts).
          await db.transaction(async (tx) => {
            const paid = await joinStatement(tx, call);
            if (paid !== 'moved')
              await timers.queue(tx, { battleId: battle.id, kind: 'settle' }, start.endsAt);
            return paid;
          });
    if (balance !== 'moved') return { balance, battleId: battle.id, started: start !== null };
    if (attempt >= JOIN_TRIES) throw cannotJoin('The battle changed meanwhile, please retry');
  }
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
