/**
 * Finishing a battle once every round is due (issue 10): one transaction takes the battle with
 * `FOR UPDATE SKIP LOCKED` while it is `started` and past `ends_at`, marks it `finished` (the server
 * seed and the winners become readable) and turns each drop a player won into an inventory item with
 * source `Battle`; the house keeps what a bot won; each human seat earns its coins (coins.ts). A second
 * process or timer finds nothing to do, so a battle is settled exactly once. Kopecks throughout.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { battleDrops, battleMembers, battles } from '../../db/schema/index.ts';
import type { BattleRow } from './data.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { addItems } from '../../kernel/inventory/items.ts';
import { creditBattleCoins } from './coins.ts';

/** Settles the battle if it is due and nobody else is; returns the finished row, or null. */
export async function settleBattle(
  db: Db,
  battleId: number,
  now = new Date(),
): Promise<BattleRow | null> {
  const snap = await snapshot(db);
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: battles.id })
      .from(battles)
      .where(and(eq(battles.id, battleId), eq(battles.status, 'started'), lte(battles.endsAt, now)))
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [battle] = await tx
      .update(battles)
      .set({ status: 'finished', finishedAt: now })
      .where(and(eq(battles.id, battleId), eq(battles.status, 'started')))
      .returning();
    if (!battle) return null;
    const members = await tx
      .select({
        seat: battleMembers.seat,
        userId: battleMembers.userId,
        isBot: battleMembers.isBot,
        paid: battleMembers.paid,
      })
      .from(battleMembers)
      .where(eq(battleMembers.battleId, battleId));
    await creditBattleCoins(tx, battle, members, snap);
    const owners = new Map(members.map((m) => [m.seat, m.userId]));
    const drops = await tx.select().from(battleDrops).where(eq(battleDrops.battleId, battleId));
    const won = drops.flatMap((d) => {
      const userId = owners.get(d.ownerSeat) ?? null;
      return userId === null ? [] : [{ d, userId }];
    });
    if (won.length === 0) return battle;
    const inserted = await addItems(
      tx,
      won.map(({ d, userId }) => ({
        userId,
        itemId: d.itemId,
        price: d.price,
        status: 'progress',
        source: 'Battle',
        serverSeedHash: battle.serverSeedHash,
        clientSeed: battle.publicSeed,
        nonce: d.seat,
        roll: d.roll,
      })),
    );
    const values = sql.join(
      won.map(({ d }, i) => sql`(${d.round}::int, ${d.seat}::int, ${inserted[i]!.id}::bigint)`),
      sql`, `,
    );
    await tx.execute(sql`
      update battle_drops d set inventory_item_id = v.iid
        from (values ${values}) as v(round, seat, iid)
       where d.battle_id = ${battleId} and d.round = v.round and d.seat = v.seat`);
    return battle;
  });
}

/** Ids of started battles past their end (oldest first), for the sweeper. */
export async function dueBattles(db: Db, now = new Date(), limit = 50): Promise<number[]> {
  const rows = await db
    .select({ id: battles.id })
    .from(battles)
    .where(and(eq(battles.status, 'started'), lte(battles.endsAt, now)))
    .orderBy(battles.endsAt)
    .limit(limit);
  return rows.map((r) => r.id);
}
