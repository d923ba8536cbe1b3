/**
 * `POST /emoji` (spec 001 §3 Emoji message, §7; issue 10): a member sends one of the fixed emoji to
 * the battle's room, at most `perMin` a minute per player in this process (429 tooManyRequests).
 * Errors: 404, 403 error_battle_authorize (the member id is not the caller's seat in this battle).
 */
import type { BattleEmoji } from '@cases/domain/battles/rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { battleMembers } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { battleByUlid } from './data.ts';
import { battleNotFound, notAllowed } from './errors.ts';

/** A sliding one-minute window per player. */
export function emojiLimiter(perMin: number) {
  const sent = new Map<number, number[]>();
  return (userId: number, now = Date.now()) => {
    const recent = (sent.get(userId) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= perMin)
      throw new AppError(429, 'tooManyRequests', 'Too many emoji, wait a little');
    recent.push(now);
    sent.set(userId, recent);
    // Forget players who went quiet, so the map stays small.
    if (sent.size > 10_000)
      for (const [id, times] of sent) if (times.every((t) => now - t >= 60_000)) sent.delete(id);
  };
}

/** Checks that `memberId` is the caller's seat in the battle; returns the message to send. */
export async function emojiFrom(
  db: Db,
  userId: number,
  ulid: string,
  memberId: string,
  content: BattleEmoji,
): Promise<{ battle_ulid: string; content: BattleEmoji; member_id: string }> {
  const battle = await battleByUlid(db, ulid);
  if (!battle) throw battleNotFound();
  const [member] = await db
    .select({ id: battleMembers.id })
    .from(battleMembers)
    .where(and(eq(battleMembers.battleId, battle.id), eq(battleMembers.userId, userId)));
  if (!member) {
    if (battle.isPrivate) throw battleNotFound();
    throw notAllowed('Only a member of the battle sends emoji');
  }
  if (String(member.id) !== memberId) throw notAllowed('That is not your seat');
  return { battle_ulid: ulid, content, member_id: memberId };
}
