/**
 * Starting a battle (issue 10), with the last seat (`join_battle`, join-statement.ts, writes the plan) or
 * in the transaction the creator's `POST /start` opened: empty seats get bots (client seed `bot:<ulid>:<seat>`), the public seed is fixed
 * from the seats' client seeds, every round of every seat is rolled at once with the shared recipe
 * (packages/domain/src/battles/resolve.ts) and stored, with the winners and who receives each drop.
 * Nothing of it is readable before it is due (view.ts).
 */
import { botClientSeed } from '@cases/domain/battles/fairness';
import { resolveBattle } from '@cases/domain/battles/resolve';
import { battleEndsAt, seatNumbers } from '@cases/domain/battles/rules';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { battleDrops, battleMembers, battles } from '../../db/schema/index.ts';
import type { Snapshot } from '../../kernel/catalog/snapshot.ts';
import type { BattleRow } from './data.ts';
import type { BattleTimers } from './timers.ts';

/** Seats taken so far: seat → client seed. */
export type TakenSeats = Map<number, string>;

/** A battle's start, rolled before it is written: the bots, every drop and the started row's fields. */
export interface StartPlan {
  bots: { seat: number; clientSeed: string }[];
  drops: {
    round: number;
    seat: number;
    itemId: string;
    price: number;
    roll: number;
    ownerSeat: number;
  }[];
  publicSeed: string;
  startedAt: Date;
  endsAt: Date;
  winnerSeats: number[];
  tieRoll: number | null;
}

/**
 * Rolls the battle as it starts at `now` with the seats `taken` (the rest become bots): every round of
 * every seat with the shared recipe, the winners and who receives each drop. Nothing is written.
 */
export function planStart(
  battle: BattleRow,
  taken: TakenSeats,
  snap: Snapshot,
  now = new Date(),
): StartPlan {
  const bots = seatNumbers(battle.seats)
    .filter((s) => !taken.has(s))
    .map((seat) => ({ seat, clientSeed: botClientSeed(battle.ulid, seat) }));
  const seeds = seatNumbers(battle.seats).map((s) => taken.get(s) ?? botClientSeed(battle.ulid, s));
  const rounds = battle.caseIds.map((caseId) => {
    const list = battle.dropLists[String(caseId)];
    if (!list) throw new Error(`battle ${battle.ulid}: no drop list for case ${caseId}`);
    return {
      ids: list.map((d) => d.itemId),
      weights: list.map((d) => d.weight),
      prices: list.map((d) => snap.items.get(d.itemId)?.price ?? 0),
    };
  });
  const res = resolveBattle({
    serverSeed: battle.serverSeed,
    clientSeeds: seeds,
    rounds,
    teams: battle.teams,
    crazy: battle.isCrazy,
  });
  return {
    bots,
    drops: res.drops.map((d) => ({
      round: d.round,
      seat: d.seat,
      itemId: rounds[d.round]!.ids[d.index]!,
      price: d.price,
      roll: d.roll,
      ownerSeat: d.owner,
    })),
    publicSeed: res.publicSeed,
    startedAt: now,
    endsAt: new Date(battleEndsAt(now.getTime(), battle.caseIds.length, battle.roundMs)),
    winnerSeats: res.winnerSeats,
    tieRoll: res.tie?.roll ?? null,
  };
}

/**
 * Fills the empty seats of the (locked, `created`) battle with bots, rolls everything and marks it
 * started at `now`, queueing its settle timer in the same transaction. Returns the started row.
 */
export async function startInTx(
  tx: Tx,
  battle: BattleRow,
  taken: TakenSeats,
  snap: Snapshot,
  timers: BattleTimers,
  now = new Date(),
): Promise<BattleRow> {
  const plan = planStart(battle, taken, snap, now);
  if (plan.bots.length > 0)
    await tx.insert(battleMembers).values(
      plan.bots.map(({ seat, clientSeed }) => ({
        battleId: battle.id,
        seat,
        userId: null,
        isBot: true,
        clientSeed,
        paid: 0,
      })),
    );
  await tx.insert(battleDrops).values(plan.drops.map((d) => ({ battleId: battle.id, ...d })));
  const [started] = await tx
    .update(battles)
    .set({
      status: 'started',
      publicSeed: plan.publicSeed,
      startedAt: plan.startedAt,
      endsAt: plan.endsAt,
      winnerSeats: plan.winnerSeats,
      tieRoll: plan.tieRoll,
    })
    .where(and(eq(battles.id, battle.id), eq(battles.status, 'created')))
    .returning();
  if (!started) throw new Error(`battle ${battle.ulid} was not in 'created'`);
  // The durable settle timer commits with the start (timers.ts).
  await timers.queue(tx, { battleId: started.id, kind: 'settle' }, started.endsAt!);
  return started;
}
