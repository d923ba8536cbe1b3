/**
 * Spectating (spec 001 §7 `POST /open`, `POST /close` → `spectators`; issue 10): a viewer who is not
 * seated counts while their `open` is fresher than SPECTATOR_TTL_S (the page repeats it); `close`
 * stops counting them. A player is `u:<id>`, a visitor `a:<hash of address and browser>`.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { battleMembers, battleSpectators } from '../../db/schema/index.ts';
import { battleByUlid, spectatorCounts } from './data.ts';
import { battleNotFound } from './errors.ts';
import { canSee } from './lock.ts';

/** An `open` counts this long (s); the battle page repeats it more often. */
export const SPECTATOR_TTL_S = 60;

/** Who is looking: the player, or a visitor told apart by address and browser. */
export function viewerOf(req: FastifyRequest, userId: number | null): string {
  if (userId !== null) return `u:${userId}`;
  const ua = req.headers['user-agent'] ?? '';
  return `a:${createHash('sha256').update(`${req.ip}|${ua}`).digest('hex').slice(0, 32)}`;
}

/** Opens (`watching` true) or closes the viewer's spectating; returns the battle id and the count. */
export async function spectate(
  db: Db,
  ulid: string,
  userId: number | null,
  viewer: string,
  watching: boolean,
  key?: string,
): Promise<{ battleId: number; spectators: number }> {
  const battle = await battleByUlid(db, ulid);
  if (!battle) throw battleNotFound();
  const members = await db
    .select({ userId: battleMembers.userId })
    .from(battleMembers)
    .where(eq(battleMembers.battleId, battle.id));
  if (!canSee(battle, members, userId, key)) throw battleNotFound();
  const seated = userId !== null && members.some((m) => m.userId === userId);
  if (watching && !seated)
    await db
      .insert(battleSpectators)
      .values({
        battleId: battle.id,
        viewer,
        expiresAt: sql`now() + interval '${sql.raw(String(SPECTATOR_TTL_S))} seconds'`,
      })
      .onConflictDoUpdate({
        target: [battleSpectators.battleId, battleSpectators.viewer],
        set: { expiresAt: sql`now() + interval '${sql.raw(String(SPECTATOR_TTL_S))} seconds'` },
      });
  if (!watching)
    await db
      .delete(battleSpectators)
      .where(and(eq(battleSpectators.battleId, battle.id), eq(battleSpectators.viewer, viewer)));
  const counts = await spectatorCounts(db, [battle.id]);
  return { battleId: battle.id, spectators: counts.get(battle.id) ?? 0 };
}
