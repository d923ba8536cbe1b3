/**
 * Battle lists (spec 001 §7 `GET /battles`, `GET /status`, `/v1/battles*`; issue 10): public battles
 * by status, sorted by date or price; a player's own private ones; a player's finished battles; their
 * active battle; the cases they used last.
 */
import type { BattleStatus } from '@cases/domain/battles/rules';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { battleMembers, battles } from '../../db/schema/index.ts';
import type { BattleRow } from './data.ts';

export interface ListQuery {
  private?: boolean | undefined;
  statuses: BattleStatus[];
  sort: 'date' | 'price';
  /** 0 ascending, 1 descending. */
  direction: 0 | 1;
  page: number;
  perPage: number;
}

const memberOf = (userId: number) =>
  inArray(
    battles.id,
    // drizzle types a subquery select as the column's values.
    sql`(select ${battleMembers.battleId} from ${battleMembers} where ${battleMembers.userId} = ${userId})`,
  );

/** A page of battles for the list; the viewer's own private ones with `private`. */
export async function listBattles(
  db: DbOrTx,
  viewerId: number | null,
  q: ListQuery,
): Promise<{ rows: BattleRow[]; hasNext: boolean }> {
  if (q.private && viewerId === null) return { rows: [], hasNext: false };
  const order = q.direction === 0 ? asc : desc;
  const key = q.sort === 'price' ? battles.price : battles.createdAt;
  const rows = await db
    .select()
    .from(battles)
    .where(
      and(
        inArray(battles.status, q.statuses),
        q.private
          ? and(eq(battles.isPrivate, true), memberOf(viewerId!))
          : eq(battles.isPrivate, false),
      ),
    )
    .orderBy(order(key), order(battles.id))
    .limit(q.perPage + 1)
    .offset((q.page - 1) * q.perPage);
  return { rows: rows.slice(0, q.perPage), hasNext: rows.length > q.perPage };
}

/** A player's finished battles, newest first; another viewer sees only the public ones. */
export async function finishedBattlesOf(
  db: DbOrTx,
  userId: number,
  withPrivate: boolean,
  page: number,
  perPage: number,
): Promise<{ rows: BattleRow[]; hasNext: boolean }> {
  const rows = await db
    .select()
    .from(battles)
    .where(
      and(
        eq(battles.status, 'finished'),
        memberOf(userId),
        withPrivate ? undefined : eq(battles.isPrivate, false),
      ),
    )
    .orderBy(desc(battles.finishedAt), desc(battles.id))
    .limit(perPage + 1)
    .offset((page - 1) * perPage);
  return { rows: rows.slice(0, perPage), hasNext: rows.length > perPage };
}

/** The battle that paid the player most (finished, won), or undefined. */
export async function bestBattleOf(
  db: DbOrTx,
  userId: number,
  withPrivate: boolean,
): Promise<BattleRow | undefined> {
  const res: unknown = await db.execute(sql`
    select b.id from battles b join battle_members m on m.battle_id = b.id and m.user_id = ${userId}
     where b.status = 'finished' and m.seat = any(b.winner_seats)
       ${withPrivate ? sql`` : sql`and not b.is_private`}
     order by (select coalesce(sum(d.price), 0) from battle_drops d
                where d.battle_id = b.id and d.owner_seat = m.seat) desc, b.id desc
     limit 1`);
  const id = (res as { rows: { id: number | string }[] }).rows[0]?.id;
  if (id === undefined) return undefined;
  const [row] = await db
    .select()
    .from(battles)
    .where(eq(battles.id, Number(id)));
  return row;
}

/** The player's latest battle that is created or started, and how many of those are private. */
export async function activeOf(
  db: DbOrTx,
  userId: number,
): Promise<{ ulid: string | null; privateCount: number }> {
  const rows = await db
    .select({ ulid: battles.ulid, isPrivate: battles.isPrivate })
    .from(battles)
    .where(and(inArray(battles.status, ['created', 'started']), memberOf(userId)))
    .orderBy(desc(battles.createdAt), desc(battles.id));
  return { ulid: rows[0]?.ulid ?? null, privateCount: rows.filter((r) => r.isPrivate).length };
}

/** Case ids of the player's latest battles, most recent first, without repeats (at most `limit`). */
export async function lastCaseIds(db: DbOrTx, userId: number, limit = 8): Promise<number[]> {
  const rows = await db
    .select({ caseIds: battles.caseIds })
    .from(battles)
    .where(eq(battles.creatorId, userId))
    .orderBy(desc(battles.createdAt), desc(battles.id))
    .limit(10);
  return [...new Set(rows.flatMap((r) => r.caseIds))].slice(0, limit);
}
