/**
 * Staff named by their sign-in login (issue 48: the console's audit log and a case's revisions name who did it by
 * login, not by id): the `users.login` of each id, for the console's answers.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The login of each of `ids` that exists (one query; none for an empty list). */
export async function loginsOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.login]));
}
