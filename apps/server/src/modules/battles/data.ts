/**
 * Reading battles: the rows of a battle, its seats with their players, its drops (all of them: the
 * view decides what is due), its spectators and which won items are still unsold. Kopecks throughout.
 */
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type battleDrops, battles, battleSpectators } from '../../db/schema/index.ts';

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

/**
 * Everything a view of these battles needs, in the order given: one statement (issue 43: a battle is viewed after its
 * creation, its join and its end; four queries a view were a third of a battle's statements), its seats, live
 * spectators, drops (only once rolled: started or finished) and which won items are unsold, as JSON per battle.
 */
export async function loadBattleData(db: DbOrTx, rows: BattleRow[]): Promise<BattleData[]> {
  if (rows.length === 0) return [];
  const ids = sql.join(
    rows.map((r) => sql`(${r.id}::bigint)`),
    sql`, `,
  );
  const res: unknown = await db.execute(sql`
    select b.id::bigint as "battleId",
      coalesce((
        select json_agg(json_build_object(
                 'id', m.id, 'seat', m.seat, 'userId', m.user_id, 'isBot', m.is_bot,
                 'clientSeed', m.client_seed, 'paid', m.paid, 'nickname', u.nickname, 'exp', coalesce(u.exp, 0))
               order by m.seat)
          from battle_members m left join users u on u.id = m.user_id
         where m.battle_id = b.id), '[]'::json) as members,
      (select count(*) from battle_spectators s where s.battle_id = b.id and s.expires_at > now())::int
        as spectators,
      coalesce((
        select json_agg(json_build_object(
                 'battleId', d.battle_id, 'round', d.round, 'seat', d.seat, 'itemId', d.item_id,
                 'price', d.price, 'roll', d.roll, 'ownerSeat', d.owner_seat,
                 'inventoryItemId', d.inventory_item_id, 'unsold', i.status = 'progress')
               order by d.round, d.seat)
          from battle_drops d left join inventory_items i on i.id = d.inventory_item_id
         where d.battle_id = b.id and bt.status in ('started', 'finished')), '[]'::json) as drops
      from (values ${ids}) as b(id) join battles bt on bt.id = b.id`);
  type Row = {
    battleId: number | string;
    members: MemberData[];
    spectators: number;
    drops: (DropRow & { unsold: boolean | null })[];
  };
  const byId = new Map((res as { rows: Row[] }).rows.map((r) => [Number(r.battleId), r] as const));
  return rows.map((battle) => {
    const r = byId.get(battle.id);
    const drops = r?.drops ?? [];
    return {
      battle,
      members: r?.members ?? [],
      drops: drops.map(({ unsold: _unsold, ...d }) => d),
      spectators: r?.spectators ?? 0,
      unsold: new Set(
        drops.flatMap((d) => (d.unsold && d.inventoryItemId !== null ? [d.inventoryItemId] : [])),
      ),
    };
  });
}
