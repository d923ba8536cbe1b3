/**
 * `POST /battles` (spec 001 §5 "Create battle", issue 10): the creator takes seat 1 and pays the price
 * (the sum of the rounds' case prices) in the transaction that creates the battle, through the ledger.
 * The battle's server seed is new; only its SHA-256 is shown until the end. One statement writes it all
 * (`create_battle`, migration 0034; issue 32).
 * Errors: 403 self_excluded; 400 error_too_many_rounds (more than `max_rounds`); 404 caseNotFound;
 * 400 case_not_available (a free, level or unavailable case); 402 balance_error.
 */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '@cases/domain/fairness';
import { ulid } from 'ulid';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { BattleTimers } from './timers.ts';
import type { HintedPlayer } from '../../platform/session-hint.ts';
import type { BattleDropList } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { currentSeeds } from '../../kernel/fairness/seed-pairs.ts';
import { dropListOf, isBattleCase } from './cases.ts';
import { createStatement, type CreateCall } from './create-statement.ts';

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

/**
 * Creates the battle; returns its ULID, id and the creator's balance after paying (kopecks). The input is
 * checked here and the seeds made, then `create_battle` (create-statement.ts) checks the session and
 * self-exclusion and writes the battle, the seat and the payment in one statement, with the durable expiry
 * timer in its transaction. `confirmPlayer` runs before an input refusal, so a refused input is answered in
 * the order it always was: 401, then 403, then 400 or 404.
 */
export async function createBattle(
  db: Db,
  creator: HintedPlayer,
  input: CreateInput,
  rules: BattleRules,
  timers: BattleTimers,
  confirmPlayer: () => Promise<void>,
): Promise<{ ulid: string; battleId: number; balance: number }> {
  const refuse = async (err: AppError): Promise<never> => {
    await confirmPlayer();
    throw err;
  };
  if (input.caseIds.length > rules.maxRounds)
    return refuse(
      new AppError(400, 'error_too_many_rounds', `A battle has at most ${rules.maxRounds} rounds`),
    );
  const snap = await snapshot(db);
  const entries = [];
  for (const key of input.caseIds) {
    const e = snap.byKey.get(String(key));
    if (!e) return refuse(new AppError(404, 'caseNotFound', `Case ${String(key)} not found`));
    if (!isBattleCase(e))
      return refuse(
        new AppError(400, 'case_not_available', `Case ${e.row.slug} cannot be a battle round`),
      );
    entries.push(e);
  }
  const dropLists: Record<string, BattleDropList> = {};
  for (const e of entries) dropLists[String(e.row.id)] ??= dropListOf(e);
  const serverSeed = randomBytes(32).toString('hex');
  const id = ulid();
  const call: CreateCall = {
    ...creator,
    ulid: id,
    seats: input.seats,
    teams: input.teams,
    isPrivate: input.isPrivate,
    isCrazy: input.isCrazy,
    privateKey: input.isPrivate ? randomBytes(16).toString('hex') : null,
    price: entries.reduce((s, e) => s + e.row.price, 0),
    caseIds: entries.map((e) => e.row.id),
    dropLists,
    serverSeed,
    serverSeedHash: sha256Hex(serverSeed),
    roundMs: rules.roundMs,
    expiresAt: new Date(Date.now() + rules.expireMs),
    clientSeed: input.clientSeed ?? null,
  };
  for (;;) {
    const created = await db.transaction(async (tx) => {
      const res = await createStatement(tx, call);
      // The durable expiry timer commits with the battle (timers.ts).
      if (res !== 'no_seed')
        await timers.queue(tx, { battleId: res.battleId, kind: 'expire' }, call.expiresAt);
      return res;
    });
    if (created !== 'no_seed') return { ulid: id, ...created };
    // A player's first game: start their fairness pair, as the fairness page would, and use its client seed.
    call.clientSeed = await defaultClientSeed(db, creator.userId);
  }
}
