/**
 * The `start_mines` database function (migration 0031; issue 32 "every money path"): a mines game's
 * start in one round trip (issue 11 "Techies"), called by `startGame` with the layout already fixed.
 * Kopecks. Refusals come back as a status and change nothing; they become the spec's errors here:
 * 401 authentication, 403 self_excluded, 409 mines_game_open, 402 balance_error; `seed_changed` (lay
 * the mines again) is returned. CSEED raised inside the statement becomes `SeedChanged`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { SLIDE_EVERY_MS } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { CachedPair } from '../../kernel/fairness/seed-cache.ts';
import { playStatementRow, type PlayStatementRow } from '../../kernel/players/play-statement.ts';

export interface StartCall {
  userId: number;
  /** SHA-256 of the bearer token, checked in the statement; null when the caller checked the session. */
  tokenHash: string | null;
  /** The bet (kopecks), the mines and the house edge of the multipliers. */
  amount: number;
  mines: number;
  houseEdge: number;
  /** The pair the layout was fixed with, at the nonce used; the layout, its salt and hash. */
  seeds: CachedPair;
  layout: readonly number[];
  salt: string;
  layoutHash: string;
}

interface Raw extends PlayStatementRow {
  out_id: string | number | null;
  out_created_at: string | Date | null;
  out_balance: string | number | null;
}

/** Runs `start_mines`: the new game's id, start and the balance after the bet, or `'seed_changed'`. */
export async function startStatement(
  db: Db,
  c: StartCall,
): Promise<{ id: number; createdAt: Date; balance: number } | 'seed_changed'> {
  const row = await playStatementRow<Raw>(
    db,
    sql`select * from start_mines(
      ${c.userId}::integer, ${c.tokenHash}::text, ${SLIDE_EVERY_MS}::bigint, ${c.amount}::bigint,
      ${c.mines}::integer, ${c.houseEdge}::float8, ${c.seeds.id}::integer, ${c.seeds.nonce}::integer,
      ${`{${c.layout.join(',')}}`}::integer[], ${c.salt}::text, ${c.layoutHash}::text)`,
  );
  switch (row.out_status) {
    case 'ok':
      return {
        id: Number(row.out_id),
        createdAt: new Date(row.out_created_at!),
        balance: Number(row.out_balance),
      };
    case 'seed_changed':
      return 'seed_changed';
    case 'mines_game_open':
      throw new AppError(409, 'mines_game_open', 'Finish the open game first');
    case 'balance_error':
      throw new AppError(402, 'balance_error', 'Not enough money on the balance');
    default:
      throw new Error(`start_mines: unexpected status ${row.out_status}`);
  }
}
