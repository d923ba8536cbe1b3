/**
 * `POST /battles` (spec 001 §5 "Create battle", issue 10): the creator takes seat 1 and pays the price
 * (the sum of the rounds' case prices) in the transaction that creates the battle, through the ledger.
 * The battle's server seed is new; only its SHA-256 is shown until the end.
 * Errors: 403 self_excluded; 400 error_too_many_rounds (more than `max_rounds`); 404 caseNotFound;
 * 400 case_not_available (a free, level or unavailable case); 402 balance_error.
 */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '@cases/domain/fairness';
import { ulid } from 'ulid';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { BattleTimers } from './timers.ts';
import { battleMembers, battles, type BattleDropList } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { debit } from '../../platform/ledger.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { currentSeeds } from '../../kernel/fairness/seed-pairs.ts';
import { requirePlayAllowed } from '../../kernel/players/play-guard.ts';
import { dropListOf, isBattleCase } from './cases.ts';

export interface CreateInput {
  caseIds: (string | number)[];
  seats: number;
  teams: boolean;
  isPrivate: boolean;
  isCrazy: boolean;
  clientSeed?: string | undefined;
}

export interface BattleRules {
  maxRounds: number;
  roundMs: number;
  expireMs: number;
}

/**
 * The player's current client seed (their active provably-fair pair). A player without an active pair
 * gets one started here, as the fairness page would, so the seat's seed is one the player can see —
 * never a random seed that no page shows.
 */
export async function defaultClientSeed(db: DbOrTx, userId: number): Promise<string> {
  return (await currentSeeds(db, userId)).clientSeed;
}

/** Creates the battle; returns its ULID and the creator's balance after paying (kopecks). */
export async function createBattle(
  db: Db,
  userId: number,
  input: CreateInput,
  rules: BattleRules,
  timers: BattleTimers,
): Promise<{ ulid: string; balance: number }> {
  await requirePlayAllowed(db, userId);
  if (input.caseIds.length > rules.maxRounds)
    throw new AppError(
      400,
      'error_too_many_rounds',
      `A battle has at most ${rules.maxRounds} rounds`,
    );
  const snap = await snapshot(db);
  const entries = input.caseIds.map((key) => {
    const e = snap.byKey.get(String(key));
    if (!e) throw new AppError(404, 'caseNotFound', `Case ${String(key)} not found`);
    if (!isBattleCase(e))
      throw new AppError(400, 'case_not_available', `Case ${e.row.slug} cannot be a battle round`);
    return e;
  });
  const price = entries.reduce((s, e) => s + e.row.price, 0);
  const dropLists: Record<string, BattleDropList> = {};
  for (const e of entries) dropLists[String(e.row.id)] ??= dropListOf(e);
  const clientSeed = input.clientSeed ?? (await defaultClientSeed(db, userId));
  const serverSeed = randomBytes(32).toString('hex');
  const id = ulid();

  return db.transaction(async (tx) => {
    const [battle] = await tx
      .insert(battles)
      .values({
        ulid: id,
        creatorId: userId,
        seats: input.seats,
        teams: input.teams,
        isPrivate: input.isPrivate,
        isCrazy: input.isCrazy,
        privateKey: input.isPrivate ? randomBytes(16).toString('hex') : null,
        price,
        caseIds: entries.map((e) => e.row.id),
        dropLists,
        serverSeed,
        serverSeedHash: sha256Hex(serverSeed),
        roundMs: rules.roundMs,
        expiresAt: new Date(Date.now() + rules.expireMs),
      })
      .returning({ id: battles.id, expiresAt: battles.expiresAt });
    // The durable expiry timer commits with the battle (timers.ts).
    await timers.queue(tx, { battleId: battle!.id, kind: 'expire' }, battle!.expiresAt);
    await tx
      .insert(battleMembers)
      .values({ battleId: battle!.id, seat: 1, userId, clientSeed, paid: price });
    const balance = await debit(tx, {
      userId,
      amount: price,
      reason: 'battle',
      reference: `battle:${id}`,
    });
    if (balance === null)
      throw new AppError(402, 'balance_error', 'Not enough money on the balance');
    return { ulid: id, balance };
  });
}
