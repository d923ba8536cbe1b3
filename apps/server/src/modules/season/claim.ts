/**
 * `POST /v1/event/challenge/prize/{id}` (spec 001 §4 Battle pass, §6 signed in; issue 28): claims a reached
 * level's prize once. The claim row (primary key player + season + level) is inserted in the transaction that
 * pays — money and coins through the ledger (`pass_prize`), cases as granted free openings — so parallel claims
 * pay once and the others get 409 `prize_already_received`. Errors: 404 event_not_found (no running season),
 * 404 level_not_found, 409 level_not_reached, 409 prize_already_received.
 */
import type { Db } from '../../db/client.ts';
import { seasonClaims } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { credit } from '../../platform/ledger.ts';
import { seasonCoins, type SeasonRow } from '../../kernel/season/season.ts';
import { levelsOf } from './pass.ts';
import { grantCases } from './tasks.ts';

export type PrizeType = 'money' | 'coins' | 'cases' | 'mixed';

/** Pays level `level` of `season` to the player; returns what kind of prize it was. */
export async function claimLevel(
  db: Db,
  season: SeasonRow,
  userId: number,
  level: number,
): Promise<PrizeType> {
  const row = (await levelsOf(db, season.id)).find((l) => l.level === level);
  if (!row) throw new AppError(404, 'level_not_found', 'No such level in the battle pass');
  // Season coins only grow, so a level reached now stays reached when the claim commits.
  if ((await seasonCoins(db, userId, season)) < row.cost)
    throw new AppError(409, 'level_not_reached', 'Earn more season coins to reach this level');
  await db.transaction(async (tx) => {
    const won = await tx
      .insert(seasonClaims)
      .values({ userId, seasonId: season.id, level })
      .onConflictDoNothing()
      .returning({ level: seasonClaims.level });
    if (won.length === 0)
      throw new AppError(409, 'prize_already_received', 'This level’s prize was already received');
    const reference = `pass:${season.slug}:${level}`;
    if (row.rewardMoney > 0)
      await credit(tx, { userId, amount: row.rewardMoney, reason: 'pass_prize', reference });
    if (row.rewardCoins > 0)
      await credit(tx, {
        userId,
        amount: row.rewardCoins,
        reason: 'pass_prize',
        reference,
        currency: 'COIN',
      });
    await grantCases(tx, userId, row.rewardCases);
  });
  const kinds = [row.rewardMoney > 0, row.rewardCoins > 0, row.rewardCases.length > 0];
  if (kinds.filter(Boolean).length > 1) return 'mixed';
  if (kinds[0]) return 'money';
  if (kinds[1]) return 'coins';
  return 'cases';
}
