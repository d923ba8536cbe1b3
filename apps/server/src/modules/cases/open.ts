/**
 * Opening a case, spec 000 §7 `POST /v1/cases/{id}/open`: every drop is rolled with the shared roll and
 * the player's active seed pair (remembered per process, `seed-cache.ts`), then one statement
 * (`open_case`, `open-statement.ts`) debits the balance by a conditional UPDATE with its ledger row (or
 * claims the free case), adds experience, reserves the nonces only if the pair is still the one rolled
 * with, and inserts the drops into the inventory (each row records `paid`, the case price in kopecks),
 * all in that statement's transaction (issue 14 "The open path"; docs/decisions/013-open-path.md).
 * Issue 28: a coin case debits coins; a paid drop of a case with `bonuses` pays coins drawn by round 1 of
 * its roll (domain caseCoins); opens limits, time windows, every-N-th-free and granted free openings are the
 * statement's (migration 0022).
 * Errors: 404 caseNotFound, 409 case_not_available (also sold out or outside its window), 400
 * case_not_available (a count a multifix or multicast case does not allow), 402 balance_error, 403 deposit_required (a free case
 * without a recent deposit), 403 deposit_today_required (the top-up daily case without a deposit today), 403 self_excluded (any case, free or paid, during self-exclusion), 429 fastOpen (another opening of the player is in flight; nothing charged).
 */
import { caseCoins, pickByWeight, roll } from '@cases/domain/fairness';
import { expForSpend, isCaseLocked, levelProgress } from '@cases/domain/levels';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { requireRecentDeposit } from '../../kernel/players/deposits.ts';
import { requirePlayAllowed } from '../../kernel/players/play-guard.ts';
import { DEPOSIT_TODAY_CASES, requireDepositToday } from '../../kernel/players/deposit-today.ts';
import {
  fastOpen,
  isSeedChanged,
  openCaseStatement,
  refuseUnlessOk,
  type OpenCaseRow,
} from './open-statement.ts';
import { advance, pairFor } from '../../kernel/fairness/seed-cache.ts';
import { forgetCaseStock } from '../../kernel/catalog/counts.ts';
import { snapshot, type CaseEntry, type ItemRow } from '../../kernel/catalog/snapshot.ts';

export { fastOpen } from './open-statement.ts';

export interface OpenedDrop {
  inventoryItemId: number;
  item: ItemRow;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  roll: number;
}
export interface OpenResult {
  drops: OpenedDrop[];
  balance: number;
  /** Coins the opening paid and the coin balance after it. */
  coins: number;
  coinBalance: number;
  amountExp: number;
  currentExp: number;
  /** The opener's nickname, for the live feed. */
  nickname: string;
  caseEntry: CaseEntry;
}

/** Configured conditions of an opening (issue 8 free-case farming guard). */
export interface OpenRules {
  /** A free or level case needs a deposit within this many days (0: no condition). */
  freeCaseDepositDays: number;
  /** The deposit-today daily case needs deposits of this many kopecks today (issue 13). */
  dailyDepositMinKopecks?: number;
  /**
   * SHA-256 of the bearer token the user id came from (a remembered session): the opening's statement
   * checks the session itself and refuses 401 when it is no longer valid for this user.
   */
  tokenHash?: string;
}

/** Opens `count` (1–5) copies of the case `key` (id or slug) for the user. */
export async function openCase(
  db: Db,
  userId: number,
  key: string,
  count: number,
  rules: OpenRules = { freeCaseDepositDays: 0 },
): Promise<OpenResult> {
  const entry = (await snapshot(db)).byKey.get(key);
  if (!entry) throw new AppError(404, 'caseNotFound', 'Case not found');
  const c = entry.row;
  if (!c.available || entry.drops.length === 0)
    throw new AppError(409, 'case_not_available', 'This case is not available');
  if (c.multifixNumber !== null && count !== c.multifixNumber)
    throw new AppError(400, 'case_not_available', `This case opens ${c.multifixNumber} at a time`);
  const range = c.multicastRange;
  if (range?.length === 2 && (count < range[0]! || count > range[1]!))
    throw new AppError(
      400,
      'case_not_available',
      `This case opens ${range[0]}–${range[1]} at a time`,
    );
  if (c.level > 0) {
    const [u] = await db.select({ exp: users.exp }).from(users).where(eq(users.id, userId));
    if (isCaseLocked(c.level, levelProgress(u?.exp ?? 0).userLevel))
      throw new AppError(409, 'case_not_available', `Reach level ${c.level} to open this case`);
  }
  const free = c.price === 0;
  if (free && count !== 1)
    throw new AppError(400, 'case_not_available', 'A free case opens one at a time');
  // Self-exclusion stops every opening, free ones too (the paid ones are refused in the statement).
  if (free) await requirePlayAllowed(db, userId);
  if (free && DEPOSIT_TODAY_CASES.has(c.slug))
    await requireDepositToday(db, userId, rules.dailyDepositMinKopecks ?? 0);
  else if (free) await requireRecentDeposit(db, userId, rules.freeCaseDepositDays);
  // Coins from bonuses and missions buy nothing withdrawable without money in (decision 022).
  if (c.currency !== 'RUB')
    await requireRecentDeposit(db, userId, rules.freeCaseDepositDays, 'Coin cases');
  const coinRange =
    c.coinsMax !== null && c.currency === 'RUB' ? { min: c.coinsMin ?? 0, max: c.coinsMax } : null;
  const weights = entry.drops.map((d) => d.weight);

  for (let attempt = 0; ; attempt += 1) {
    const seeds = await pairFor(db, userId, attempt > 0);
    const rolled = Array.from({ length: count }, (_, i) => {
      const nonce = seeds.nonce + i;
      const value = roll(seeds.serverSeed, seeds.clientSeed, nonce, 'case', 0);
      const coins = caseCoins({ ...seeds, nonce }, coinRange);
      return { drop: entry.drops[pickByWeight(weights, value)]!, nonce, value, coins };
    });
    let answer: OpenCaseRow;
    try {
      answer = await openCaseStatement(db, {
        userId,
        tokenHash: rules.tokenHash ?? null,
        caseId: c.id,
        price: c.price,
        count,
        exp: 0,
        reference: `case:${c.slug}`,
        seeds,
        drops: rolled.map(({ drop, nonce, value, coins }, i) => ({
          i: i + 1,
          item: drop.item.id,
          price: drop.item.price,
          nonce,
          roll: value,
          coins,
          rev: c.revision,
        })),
        currency: c.currency,
        opensLimit: c.opensLimit,
        everyNOpenFree: c.everyNOpenFree,
        timed: c.startsAt !== null || c.endsAt !== null,
      });
    } catch (err) {
      // The pair moved on between the statement's check and its nonce update: roll again.
      if (isSeedChanged(err) && attempt < 3) continue;
      if (isSeedChanged(err)) throw fastOpen();
      throw err;
    }
    // The pair moved on since it was remembered (another process opened, another game, a rotation):
    // nothing was written; roll again with the pair read afresh.
    if (answer.out_status === 'seed_changed') {
      if (attempt < 3) continue;
      throw fastOpen();
    }
    if (c.opensLimit !== null) forgetCaseStock(db);
    refuseUnlessOk(answer);
    advance(db, userId, seeds, count);
    const ids = answer.out_item_ids!.map(Number);
    return {
      drops: rolled.map(({ drop, nonce, value }, i) => ({
        inventoryItemId: ids[i]!,
        item: drop.item,
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce,
        roll: value,
      })),
      balance: Number(answer.out_balance),
      coins: Number(answer.out_coins ?? 0),
      coinBalance: Number(answer.out_coin_balance ?? 0),
      // Experience for the money actually paid (free drops and coin cases give none), as the statement adds it.
      amountExp: c.currency === 'RUB' ? expForSpend(c.price * (answer.out_paid_count ?? 0)) : 0,
      currentExp: Number(answer.out_exp),
      nickname: answer.out_nickname ?? '',
      caseEntry: entry,
    };
  }
}
