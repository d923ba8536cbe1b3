/**
 * Claiming a mission's reward (spec 001 §4 "Reward is claimed once mission progress equals 3"): paid
 * exactly once however many calls race. One conditional upsert moves `claimed_at` from null (only one
 * caller gets the row back), in the transaction that pays through the ledger (`mission_reward`, RUB or
 * COIN) or rolls the case drop with the player's seed pair. pushPWA is the install bonus: its own
 * once-only claim (modules/bonus) pays it.
 * The trade-link, e-mail and push missions pay once per identity across accounts: the claim records the
 * link's Steam account (canonical SteamID64, `steam:<id>`), the confirmed e-mail or the push subscription a
 * notification reached (`push:<endpoint>`) (`claim_key`, unique per mission type), so a second account with the
 * same link, address or browser gets 409 mission_identity_used and nothing.
 * A social mission pays only where the network confirms the membership, asked again at the claim (decision 024).
 * Errors: 409 mission_not_done (progress below 3, or no longer a member), 409 mission_claimed (paid before), 409
 * mission_identity_used, 409 mission_unverified (a social mission nobody can confirm), 403 self_excluded
 * (a case prize while the player's self-exclusion runs: nothing claimed, it waits for its end).
 */
import { isSocial, type MissionType } from '@cases/domain/missions';
import { parseTradeUrl } from '@cases/domain/steam-id';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userEmails, userMissions, users } from '../../db/schema/index.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import { credit } from '../../platform/ledger.ts';
import { claimPwaBonus } from './install-bonus.ts';
import { grantCaseDrop } from '../../kernel/inventory/grant.ts';
import { requirePlayAllowed } from '../../kernel/players/play-guard.ts';
import { firstDeliveredEndpoint } from '../../kernel/players/push-delivery.ts';
import { missionDef } from './catalog.ts';
import { missionStates } from './progress.ts';
import type { SocialRules } from './social-membership.ts';

export async function claimMission(
  db: Db,
  userId: number,
  type: MissionType,
  social: SocialRules,
): Promise<void> {
  const state = (await missionStates(db, userId, social)).get(type)!;
  if (state.claimed) throw new AppError(409, 'mission_claimed', 'This reward was already paid');
  if (!state.pays)
    throw new AppError(409, 'mission_unverified', 'This subscription cannot be checked');
  const notDone = () => new AppError(409, 'mission_not_done', 'Complete the mission first');
  if (state.progress < 3) throw notDone();
  if (isSocial(type) && !(await social.isMember(db, userId, type))) throw notDone();
  if (type === 'pushPWA') {
    await claimPwaBonus(db, userId);
    return;
  }
  const prize = missionDef(type).prize;
  const claimKey = await claimKeyOf(db, userId, type);
  // A case drop is play: not while the player has excluded themself.
  if (prize.kind === 'case') await requirePlayAllowed(db, userId);
  await payOnce(db, userId, type, claimKey).catch(async (err: unknown) => {
    // Racing claims of one player: a claim that passed the upsert's check before another committed
    // meets that row in the claim-key index. It is this player's own claim, not another account's.
    if (
      err instanceof AppError &&
      err.code === 'mission_identity_used' &&
      (await claimedBy(db, userId, type))
    )
      throw new AppError(409, 'mission_claimed', 'This reward was already paid');
    throw err;
  });
}

/** Whether this player's row for the mission is claimed (read after a failed claim). */
async function claimedBy(db: Db, userId: number, type: MissionType): Promise<boolean> {
  const [row] = await db
    .select({ claimedAt: userMissions.claimedAt })
    .from(userMissions)
    .where(and(eq(userMissions.userId, userId), eq(userMissions.type, type)));
  return row?.claimedAt != null;
}

/** The claim's transaction: the conditional upsert and the prize. Errors as claimMission. */
async function payOnce(
  db: Db,
  userId: number,
  type: MissionType,
  claimKey: string | null,
): Promise<void> {
  const prize = missionDef(type).prize;
  await db.transaction(async (tx) => {
    const won = await tx
      .insert(userMissions)
      .values({ userId, type, progress: 3, claimedAt: sql`now()`, claimKey })
      .onConflictDoUpdate({
        target: [userMissions.userId, userMissions.type],
        set: { progress: 3, claimedAt: sql`now()`, claimKey },
        setWhere: isNull(userMissions.claimedAt),
      })
      .returning({ type: userMissions.type })
      .catch((err: unknown) => {
        throw isUniqueViolation(err, 'user_missions_claim_key_idx')
          ? new AppError(409, 'mission_identity_used', 'Another account earned this reward')
          : err;
      });
    if (won.length === 0)
      throw new AppError(409, 'mission_claimed', 'This reward was already paid');
    const reference = `mission:${type}`;
    switch (prize.kind) {
      case 'money':
        await credit(tx, { userId, amount: prize.amount, reason: 'mission_reward', reference });
        break;
      case 'coins':
        await credit(tx, {
          userId,
          amount: prize.amount,
          reason: 'mission_reward',
          reference,
          currency: 'COIN',
        });
        break;
      case 'case': {
        // The users row first, then the seed row (the lock order of every opening).
        await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
        if (!(await grantCaseDrop(tx, userId, prize.slug)))
          throw new AppError(409, 'case_not_available', 'The prize case is not available');
        break;
      }
    }
  });
}

/**
 * The identity a trade-link or e-mail mission is earned with (the trade link's account as its
 * canonical SteamID64, issue 26; the confirmed e-mail in lower case); null for the other missions.
 * A stored link that names no SteamID32 → 400 steamUrlValidation.
 */
async function claimKeyOf(db: Db, userId: number, type: MissionType): Promise<string | null> {
  if (type === 'trade_link') {
    const [u] = await db.select({ link: users.steamLink }).from(users).where(eq(users.id, userId));
    const link = parseTradeUrl(u?.link ?? '');
    if (!link) throw new AppError(400, 'steamUrlValidation', 'Set a valid Steam trade link first');
    return `steam:${link.steamId64}`;
  }
  if (type === 'push') {
    // The device a notification reached first: one reward per browser subscription, whoever holds it (issue 44).
    const endpoint = await firstDeliveredEndpoint(db, userId);
    return endpoint === null ? null : `push:${endpoint}`;
  }
  if (type === 'email') {
    const [e] = await db
      .select({ email: userEmails.email })
      .from(userEmails)
      .where(eq(userEmails.userId, userId));
    return e ? e.email.toLowerCase() : null;
  }
  return null;
}
