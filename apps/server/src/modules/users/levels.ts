/**
 * Levels of many players at once (spec 000 §7 "Users", `GET /v1/users/levels`): each known id's level from its
 * experience (levelProgress, packages/domain); unknown ids are left out.
 */
import { levelProgress } from '@cases/domain/levels';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** `[{ user_id, level }]` of the players among `ids` that exist. */
export async function levelsOf(db: DbOrTx, ids: readonly number[]) {
  const rows = await db
    .select({ id: users.id, exp: users.exp })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.map((r) => ({ user_id: String(r.id), level: levelProgress(r.exp).userLevel }));
}
