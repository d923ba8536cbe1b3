/**
 * Opening a case, spec 000 §7 `POST /v1/cases/{id}/open`: in one transaction the balance is debited by a
 * conditional UPDATE (with its ledger row), nonces are reserved, every drop is rolled with the shared
 * roll and inserted into the inventory (each row records `paid`, the case price in kopecks), and experience
 * is added.
 * Errors: 404 caseNotFound, 409 case_not_available, 402 balance_error, 403 deposit_required (a free case
 * without a recent deposit), 403 deposit_today_required (the top-up daily case without a deposit today), 403 self_excluded (a paid case during self-exclusion), 429 fastOpen (another opening of the player is in flight; nothing charged).
 */
import { pickByWeight, roll } from '@cases/domain/fairness';
import { expForSpend, isCaseLocked, levelProgress } from '@cases/domain/levels';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { freeCaseClaims, inventoryItems, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { debit } from '../../platform/ledger.ts';
import { reserveNonces } from '../fairness/service.ts';
import { requirePlayAllowed } from '../limits/guard.ts';
import { requireRecentDeposit } from '../payments/deposits.ts';
import { DEPOSIT_TODAY_CASES, requireDepositToday } from '../daily/deposit-today.ts';
import { snapshot, type CaseEntry, type ItemRow } from './snapshot.ts';

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
}

/** Advisory-lock namespace of openings: one opening per player at a time, across processes. */
const OPEN_LOCK_NS = 5_005;

/** 429 `fastOpen` (spec 000 §8 "wait for the case to open"): an opening overlaps another one. */
export const fastOpen = () =>
  new AppError(429, 'fastOpen', 'Wait for the case to open before opening another');

/** A free (level) case opens again this long after its last claim. */
export const FREE_CASE_PERIOD_MS = 24 * 3600_000;

/** Claims the free case for this user if 24 h have passed since the last claim (one atomic upsert). */
async function claimFreeCase(tx: Tx, userId: number, caseId: number): Promise<boolean> {
  const rows = await tx
    .insert(freeCaseClaims)
    .values({ userId, caseId, lastOpenedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [freeCaseClaims.userId, freeCaseClaims.caseId],
      set: { lastOpenedAt: sql`now()` },
      setWhere: lt(
        freeCaseClaims.lastOpenedAt,
        sql`now() - interval '${sql.raw(String(FREE_CASE_PERIOD_MS))} milliseconds'`,
      ),
    })
    .returning({ caseId: freeCaseClaims.caseId });
  return rows.length === 1;
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
  if (c.level > 0) {
    const [u] = await db.select({ exp: users.exp }).from(users).where(eq(users.id, userId));
    if (isCaseLocked(c.level, levelProgress(u?.exp ?? 0).userLevel))
      throw new AppError(409, 'case_not_available', `Reach level ${c.level} to open this case`);
  }
  const free = c.price === 0;
  if (free && count !== 1)
    throw new AppError(400, 'case_not_available', 'A free case opens one at a time');
  if (free && DEPOSIT_TODAY_CASES.has(c.slug))
    await requireDepositToday(db, userId, rules.dailyDepositMinKopecks ?? 0);
  else if (free) await requireRecentDeposit(db, userId, rules.freeCaseDepositDays);
  else await requirePlayAllowed(db, userId);
  const cost = c.price * count;
  const weights = entry.drops.map((d) => d.weight);

  return db.transaction(async (tx) => {
    // Another opening of this player in flight on any process → fastOpen, nothing charged.
    const lock: unknown = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${OPEN_LOCK_NS}, ${userId}) as ok`,
    );
    if (!(lock as { rows: { ok: boolean }[] }).rows[0]?.ok) throw fastOpen();
    if (free) {
      if (!(await claimFreeCase(tx, userId, c.id)))
        throw new AppError(409, 'case_not_available', 'The free case opens once every 24 hours');
    } else {
      const debited = await debit(tx, {
        userId,
        amount: cost,
        reason: 'case_open',
        reference: `case:${c.slug}`,
      });
      if (debited === null)
        throw new AppError(402, 'balance_error', 'Not enough money on the balance');
    }
    const amountExp = expForSpend(cost);
    const [u] = await tx
      .update(users)
      .set({
        exp: sql`${users.exp} + ${amountExp}`,
        casesOpened: sql`${users.casesOpened} + ${count}`,
        spent: sql`${users.spent} + ${cost}`,
      })
      .where(eq(users.id, userId))
      .returning({ exp: users.exp, nickname: users.nickname, balance: users.balance });
    // The users row is locked (debit or this update) before the seed row, in every transaction that
    // touches both (seed rotation does the same), so an opening and a rotation never deadlock.
    const seeds = await reserveNonces(tx, userId, count);
    const rolled = Array.from({ length: count }, (_, i) => {
      const nonce = seeds.nonce + i;
      const value = roll(seeds.serverSeed, seeds.clientSeed, nonce, 'case', 0);
      return { drop: entry.drops[pickByWeight(weights, value)]!, nonce, value };
    });
    const inserted = await tx
      .insert(inventoryItems)
      .values(
        rolled.map(({ drop, nonce, value }) => ({
          userId,
          itemId: drop.item.id,
          price: drop.item.price,
          // What this one opening cost (0 for a free or level case); the win rate compares it with price.
          paid: c.price,
          status: 'progress',
          source: 'Case',
          caseId: c.id,
          serverSeedHash: seeds.serverSeedHash,
          clientSeed: seeds.clientSeed,
          nonce,
          roll: value,
        })),
      )
      .returning({ id: inventoryItems.id });
    return {
      drops: rolled.map(({ drop, nonce, value }, i) => ({
        inventoryItemId: inserted[i]!.id,
        item: drop.item,
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce,
        roll: value,
      })),
      balance: u?.balance ?? 0,
      amountExp,
      currentExp: u?.exp ?? 0,
      nickname: u?.nickname ?? '',
      caseEntry: entry,
    };
  });
}
