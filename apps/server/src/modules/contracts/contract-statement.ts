/**
 * The `sign_contract` database function (migration 0030; issue 32 "every money path"): a whole contract
 * in one round trip (issue 11 "Contracts"), called by `signContract` with the draw already made.
 * Amounts in kopecks, coins whole. Refusals come back as a status and change nothing; they become the
 * spec's errors here: 401 authentication, 403 self_excluded; `seed_changed` (draw again) is returned.
 * Raised inside the statement, undoing it: CUPGR → 409 upgrade_not_found_outdated, CSEED → `SeedChanged`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { SLIDE_EVERY_MS } from '../../platform/auth.ts';
import { stakeOutdated } from '../../kernel/inventory/stake.ts';
import type { CachedPair } from '../../kernel/fairness/seed-cache.ts';
import { playStatementRow, type PlayStatementRow } from '../../kernel/players/play-statement.ts';

export interface ContractCall {
  userId: number;
  /** SHA-256 of the bearer token, checked in the statement; null when the caller checked the session. */
  tokenHash: string | null;
  /** The inputs' inventory ids (distinct), their summed price and the record's copy of them. */
  ids: readonly number[];
  inputValue: number;
  inputItems: readonly { inventoryId: number; itemId: string; price: number }[];
  /** The pair drawn with, at the nonce used. */
  seeds: CachedPair;
  band: number;
  bandRoll: number;
  positionRoll: number;
  multiplier: number;
  /** The drawn value, the prize item (null: all credited) and the credit. */
  value: number;
  prize: { id: string; price: number } | null;
  credit: number;
  coins: number;
}

/** What a signed contract gives back. */
export interface ContractRow {
  id: number;
  prizeId: number | null;
  balance: number;
  coinBalance: number;
}

interface Raw extends PlayStatementRow {
  out_id: string | number | null;
  out_prize_id: string | number | null;
  out_balance: string | number | null;
  out_coin_balance: string | number | null;
}

/** Runs `sign_contract`: the contract's row, or `'seed_changed'` (nothing written). */
export async function contractStatement(
  db: Db,
  c: ContractCall,
): Promise<ContractRow | 'seed_changed'> {
  const row = await playStatementRow<Raw>(
    db,
    sql`select * from sign_contract(
      ${c.userId}::integer, ${c.tokenHash}::text, ${SLIDE_EVERY_MS}::bigint,
      ${`{${c.ids.join(',')}}`}::bigint[], ${c.inputValue}::bigint, ${c.seeds.id}::integer,
      ${c.seeds.nonce}::integer, ${JSON.stringify(c.inputItems)}::jsonb, ${c.band}::integer,
      ${c.bandRoll}::float8, ${c.positionRoll}::float8, ${c.multiplier}::float8, ${c.value}::bigint,
      ${c.prize?.id ?? null}::text, ${c.prize?.price ?? null}::bigint, ${c.credit}::bigint,
      ${c.coins}::integer)`,
    { CUPGR: stakeOutdated },
  );
  switch (row.out_status) {
    case 'ok':
      return {
        id: Number(row.out_id),
        prizeId: row.out_prize_id === null ? null : Number(row.out_prize_id),
        balance: Number(row.out_balance),
        coinBalance: Number(row.out_coin_balance),
      };
    case 'seed_changed':
      return 'seed_changed';
    default:
      throw new Error(`sign_contract: unexpected status ${row.out_status}`);
  }
}
