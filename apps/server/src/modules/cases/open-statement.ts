/**
 * The `open_case` database function (migrations 0014, 0017 and 0022; issue 14 "The open path"): a whole opening in one
 * round trip, called by `openCase` with drops it has already rolled. Amounts in kopecks.
 * Refusals come back as a status and change nothing; `refuseUnlessOk` turns them into the spec's errors
 * (spec 000 §8): 401 authentication, 429 fastOpen, 409 case_not_available (also a case sold out or
 * outside its time window, migration 0022), 403 self_excluded, 402 balance_error (money, or coins for a coin case). A seed pair that moved on answers `seed_changed` before changing anything
 * (migration 0017; the caller rolls again), or raises SQLSTATE CSEED (`isSeedChanged`) if it moved
 * between that check and the nonce update.
 */
import { FREE_CASE_PERIOD_MS } from '@cases/domain/catalog';
import { sql } from 'drizzle-orm';
import { hasSqlState, type Db } from '../../db/client.ts';
import { SLIDE_EVERY_MS } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { CachedPair } from '../../kernel/fairness/seed-cache.ts';
import { selfExcluded } from '../../kernel/players/play-guard.ts';

/** A free (level) case opens again this long after its last claim. */

/** 429 `fastOpen` (spec 000 §8 "wait for the case to open"): an opening overlaps another one. */
export const fastOpen = () =>
  new AppError(429, 'fastOpen', 'Wait for the case to open before opening another');

export interface OpenCaseCall {
  userId: number;
  /** SHA-256 of the bearer token, checked in the same statement; null when the caller checked it. */
  tokenHash: string | null;
  caseId: number;
  /** One case's price in kopecks; 0 is a free case (claimed once per `FREE_CASE_PERIOD_MS`). */
  price: number;
  count: number;
  exp: number;
  /** The ledger row's reference, `case:<slug>`. */
  reference: string;
  /** The pair the drops were rolled with, at the nonce of the first drop. */
  seeds: CachedPair;
  /**
   * One per drop, in nonce order: its 1-based index, catalog item id, its price (kopecks), its nonce and
   * roll, and the coins it pays if it is paid (0 for a case without coins).
   */
  drops: {
    i: number;
    item: string;
    price: number;
    nonce: number;
    roll: number;
    coins: number;
    rev: number;
  }[];
  /** `RUB` or the coin code (a coin case: `price` in coins). */
  currency: string;
  /** The case's opens limit (null: none), every-N-th-free (null: none), whether it has a time window. */
  opensLimit: number | null;
  everyNOpenFree: number | null;
  timed: boolean;
}

export interface OpenCaseRow {
  out_status: string;
  out_balance: string | number | null;
  out_exp: string | number | null;
  out_nickname: string | null;
  out_item_ids: (string | number)[] | null;
  out_until: string | Date | null;
  out_coin_balance: string | number | null;
  /** Coins the paid drops paid. */
  out_coins: string | number | null;
  /** How many of the drops were paid (the rest were free: every-N-th or granted openings). */
  out_paid_count: number | null;
}

/** Runs `open_case`; its one row. */
export async function openCaseStatement(db: Db, c: OpenCaseCall): Promise<OpenCaseRow> {
  const res: unknown = await db.execute(sql`select * from open_case(
    ${c.userId}::integer, ${c.tokenHash}::text, ${SLIDE_EVERY_MS}::bigint, ${c.caseId}::integer,
    ${c.price}::bigint, ${c.count}::integer, ${FREE_CASE_PERIOD_MS}::bigint, ${c.exp}::bigint,
    ${c.reference}::text, ${c.seeds.id}::integer, ${c.seeds.nonce}::integer,
    ${JSON.stringify(c.drops)}::jsonb, ${c.currency}::text, ${c.opensLimit}::integer,
    ${c.everyNOpenFree}::integer, ${c.timed}::boolean)`);
  return (res as { rows: OpenCaseRow[] }).rows[0]!;
}

/** True for the CSEED error: the pair or its nonce is no longer the one the drops were rolled with. */
export const isSeedChanged = (err: unknown): boolean => hasSqlState(err, 'CSEED');

/** Throws the error of a refused opening; returns for `ok`. */
export function refuseUnlessOk(row: OpenCaseRow): void {
  switch (row.out_status) {
    case 'ok':
      return;
    case 'authentication':
      throw new AppError(401, 'authentication', 'Sign in required');
    case 'fastOpen':
      throw fastOpen();
    case 'free_claimed':
      throw new AppError(409, 'case_not_available', 'The free case opens once every 24 hours');
    case 'self_excluded':
      throw selfExcluded(row.out_until === null ? null : new Date(row.out_until));
    case 'sold_out':
      throw new AppError(409, 'case_not_available', 'This case has no openings left');
    case 'not_open':
      throw new AppError(409, 'case_not_available', 'This case is not open now');
    case 'balance_error':
      throw new AppError(402, 'balance_error', 'Not enough money on the balance');
    default:
      throw new Error(`open_case: unknown status ${row.out_status}`);
  }
}
