/**
 * The `upgrade_items` database function (migration 0029; issue 32 "every money path"): a whole upgrade
 * in one round trip (spec 001 §5 Upgrade), called by `upgradeItems` with the roll already made.
 * Amounts in kopecks, coins whole. Refusals come back as a status and change nothing; they become the
 * spec's errors here (spec 001 §8): 401 authentication, 403 self_excluded. `seed_changed` (the pair
 * moved on: roll again) is returned to the caller. Raised inside the statement, undoing it: CUPGR → 409
 * upgrade_not_found_outdated, CBAL0 → 402 balance_error, CSEED → `SeedChanged`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { SLIDE_EVERY_MS } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { stakeOutdated } from '../../kernel/inventory/stake.ts';
import type { CachedPair } from '../../kernel/fairness/seed-cache.ts';
import { playStatementRow, type PlayStatementRow } from '../../kernel/players/play-statement.ts';

export interface UpgradeCall {
  userId: number;
  /** SHA-256 of the bearer token, checked in the statement; null when the caller checked the session. */
  tokenHash: string | null;
  /** The stake's inventory ids (distinct) and the summed price the chance was computed with. */
  ids: readonly number[];
  itemsValue: number;
  /** The balance part of the stake and the experience it earns. */
  balance: number;
  exp: number;
  /** The pair rolled with, at the nonce used. */
  seeds: CachedPair;
  chance: number;
  roll: number;
  success: boolean;
  /** New inventory rows, in the answer's order: the targets on a win, the pity item on a loss. */
  prizes: readonly { item: string; price: number }[];
  /** The record's copies of the stake and the targets (catalog ids and prices). */
  stakeItems: readonly { inventoryId: number; itemId: string; price: number }[];
  targets: readonly { itemId: string; price: number }[];
  targetValue: number;
  pityValue: number;
  pityCredit: number;
  coins: number;
}

/** What a settled upgrade gives back. */
export interface UpgradeRow {
  id: number;
  prizeIds: number[];
  exp: number;
  balance: number;
  coinBalance: number;
}

interface Raw extends PlayStatementRow {
  out_id: string | number | null;
  out_prize_ids: (string | number)[] | null;
  out_exp: string | number | null;
  out_balance: string | number | null;
  out_coin_balance: string | number | null;
}

/**
 * Runs `upgrade_items`: the upgrade's row, or `'seed_changed'` when the pair is no longer the one
 * rolled with (nothing written). Throws the spec's errors of the module comment.
 */
export async function upgradeStatement(
  db: Db,
  c: UpgradeCall,
): Promise<UpgradeRow | 'seed_changed'> {
  const row = await playStatementRow<Raw>(
    db,
    sql`select * from upgrade_items(
      ${c.userId}::integer, ${c.tokenHash}::text, ${SLIDE_EVERY_MS}::bigint,
      ${`{${c.ids.join(',')}}`}::bigint[], ${c.itemsValue}::bigint, ${c.balance}::bigint,
      ${c.exp}::bigint, ${c.seeds.id}::integer, ${c.seeds.nonce}::integer, ${c.chance}::float8,
      ${c.roll}::float8, ${c.success}::boolean, ${JSON.stringify(c.prizes)}::jsonb,
      ${JSON.stringify(c.stakeItems)}::jsonb, ${JSON.stringify(c.targets)}::jsonb,
      ${c.targetValue}::bigint, ${c.pityValue}::bigint, ${c.pityCredit}::bigint,
      ${c.coins}::integer)`,
    {
      CUPGR: stakeOutdated,
      CBAL0: () => new AppError(402, 'balance_error', 'Not enough money on the balance'),
    },
  );
  switch (row.out_status) {
    case 'ok':
      return {
        id: Number(row.out_id),
        prizeIds: (row.out_prize_ids ?? []).map(Number),
        exp: Number(row.out_exp),
        balance: Number(row.out_balance),
        coinBalance: Number(row.out_coin_balance),
      };
    case 'seed_changed':
      return 'seed_changed';
    default:
      throw new Error(`upgrade_items: unexpected status ${row.out_status}`);
  }
}
