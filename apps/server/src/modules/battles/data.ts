/**
 * Reading battles: the rows of a battle, its seats with their players, its drops (all of them: the
 * view decides what is due), its spectators and which won items are still unsold. Kopecks throughout.
 */
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  battleDrops,
  battleMembers,
  battles,
  battleSpectators,
  inventoryItems,
  users,
} from '../../db/schema/index.ts';

export type BattleRow = typeof battles.$inferSelect;
export type DropRow = typeof battleDrops.$inferSelect;

export interface MemberData {
  id: number;
  seat: number;
  userId: number | null;
  isBot: boolean;
  clientSeed: string;
  paid: number;
  nickname: string | null;
  exp: number;
}

export interface BattleData {
  battle: BattleRow;
  /** Seats ascending. */
  members: MemberData[];
  /** Round, then seat ascending; empty before the start. */
  drops: DropRow[];
  spectators: number;
  /** Inventory ids of won items still in their owner's inventory (`progress`). */
  unsold: Set<number>;
}

/** The battle with this ULID, or undefined. */
export async function battleByUlid(db: DbOrTx, ulid: string): Promise<BattleRow | undefined> {
  const [row] = await db.select().from(battles).where(eq(battles.ulid, ulid));
  return row;
}

/** Seats of battles, with the players' nicknames and experience. */
export async function membersOf(
  db: DbOrTx,
  battleIds: number[],
): Promise<Map<number, MemberData[]>> {
  const out = new Map<number, MemberData[]>(battleIds.map((id) => [id, []]));
  if (battleIds.length === 0) return out;
  const rows = await db
    .select({
      battleId: battleMembers.battleId,
      id: battleMembers.id,
      seat: battleMembers.seat,
      userId: battleMembers.userId,
      isBot: battleMembers.isBot,
      clientSeed: battleMembers.clientSeed,
      paid: battleMembers.paid,
      nickname: users.nickname,
      exp: users.exp,
    })
    .from(battleMembers)
    .leftJoin(users, eq(users.id, battleMembers.userId))
    .where(inArray(battleMembers.battleId, battleIds))
    .orderBy(battleMembers.battleId, battleMembers.seat);
  for (const { battleId, ...m } of rows)
    out.get(battleId)?.push({ ...m, nickname: m.nickname ?? null, exp: m.exp ?? 0 });
  return out;
}

/** Spectators whose `open` has not lapsed, per battle. */
export async function spectatorCounts(
  db: DbOrTx,
  battleIds: number[],
): Promise<Map<number, number>> {
  if (battleIds.length === 0) return new Map();
  const rows = await db
    .select({ battleId: battleSpectators.battleId, n: count() })
    .from(battleSpectators)
    .where(
      and(
        inArray(battleSpectators.battleId, battleIds),
        gt(battleSpectators.expiresAt, sql`now()`),
      ),
    )
    .groupBy(battleSpectators.battleId);
  return new Map(rows.map((r) => [r.battleId, r.n]));
}

/** Everything a view of these battles needs, in the order given. */
export async function loadBattleData(db: DbOrTx, rows: BattleRow[]): Promise<BattleData[]> {
  const ids = rows.map((r) => r.id);
  const rolled = rows
    .filter((r) => r.status === 'started' || r.status === 'finished')
    .map((r) => r.id);
  const [members, spectators, drops] = await Promise.all([
    membersOf(db, ids),
    spectatorCounts(db, ids),
    rolled.length === 0
      ? Promise.resolve([] as DropRow[])
      : db
          .select()
          .from(battleDrops)
          .where(inArray(battleDrops.battleId, rolled))
          .orderBy(battleDrops.battleId, battleDrops.round, battleDrops.seat),
  ]);
  const won = drops.flatMap((d) => (d.inventoryItemId === null ? [] : [d.inventoryItemId]));
  const unsold =
    won.length === 0
      ? []
      : await db
          .select({ id: inventoryItems.id })
          .from(inventoryItems)
          .where(and(inArray(inventoryItems.id, won), eq(inventoryItems.status, 'progress')));
  const unsoldIds = new Set(unsold.map((r) => r.id));
  return rows.map((battle) => ({
    battle,
    members: members.get(battle.id) ?? [],
    drops: drops.filter((d) => d.battleId === battle.id),
    spectators: spectators.get(battle.id) ?? 0,
    unsold: unsoldIds,
  }));
}
