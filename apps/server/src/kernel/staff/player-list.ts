/**
 * What every console list about one player shares (issue 30 "Players": the profile's inventory, battles, games,
 * orders, withdrawals, limits; each answered by the area that owns the table): the staff check, the player of
 * `:id` (404 userNotFound when there is none, so an unknown id and a bad one answer alike) and the page window
 * (50 rows, newest first).
 */
import { CONSOLE_PAGE_SIZE } from '@cases/domain/api/admin-player-lists';
import type { StaffRight } from '@cases/domain/api/admin';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { parseUserId } from '../players/users.ts';
import { requireStaff, type Staff } from './access.ts';

/** The signed-in staff member allowed `right` and the id of the player `req.params.id` names. */
export async function consoleListPlayer(
  db: DbOrTx,
  req: FastifyRequest<{ Params: { id: string } }>,
  right: StaffRight,
): Promise<{ staff: Staff; userId: number }> {
  const staff = await requireStaff(db, req, right);
  const userId = parseUserId(req.params.id);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError(404, 'userNotFound', 'User not found');
  return { staff, userId };
}

/** The `limit` and `offset` of 1-based page `page`. */
export const pageWindow = (page: number) => ({
  limit: CONSOLE_PAGE_SIZE,
  offset: (page - 1) * CONSOLE_PAGE_SIZE,
});

/** An optional time as an ISO string. */
export const isoOrNull = (d: Date | null | undefined) => (d ? d.toISOString() : null);
