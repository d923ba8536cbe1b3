/**
 * The `create_battle` database function (migration 0034; issue 32 "every money path"): a battle created in
 * one round trip (spec 001 §5 "Create battle", §7 `POST /battles`), called by `createBattle` (create.ts) after
 * it checked the input and made the seeds. Kopecks. Refusals come back as a status and change nothing; they
 * become the spec's errors here: 401 authentication, 403 self_excluded, 402 balance_error. `no_seed` (the
 * player has no active fairness pair yet) is returned to the caller, which starts one and calls again.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { BattleDropList } from '../../db/schema/index.ts';
import { SLIDE_EVERY_MS } from '../../platform/auth.ts';
import type { HintedPlayer } from '../../platform/session-hint.ts';
import { AppError } from '../../platform/errors.ts';
import { throwSharedRefusal } from '../../kernel/players/play-guard.ts';

export interface CreateCall extends HintedPlayer {
  ulid: string;
  seats: number;
  teams: boolean;
  isPrivate: boolean;
  isCrazy: boolean;
  privateKey: string | null;
  /** The seat's price: the sum of the rounds' case prices (kopecks). */
  price: number;
  caseIds: number[];
  dropLists: Record<string, BattleDropList>;
  serverSeed: string;
  serverSeedHash: string;
  roundMs: number;
  expiresAt: Date;
  /** The creator's client seed, or null for the active fairness pair's. */
  clientSeed: string | null;
}

interface Raw {
  out_status: string;
  out_battle: string | number | null;
  out_balance: string | number | null;
  out_until: string | Date | null;
}

/** Runs `create_battle` on `db` (or a transaction): the battle's id and the balance after paying, or `'no_seed'`. */
export async function createStatement(
  db: DbOrTx,
  c: CreateCall,
): Promise<{ battleId: number; balance: number } | 'no_seed'> {
  const res: unknown = await db.execute(sql`select * from create_battle(
    ${c.userId}::integer, ${c.tokenHash}::text, ${SLIDE_EVERY_MS}::bigint, ${c.ulid}::text,
    ${c.seats}::integer, ${c.teams}::boolean, ${c.isPrivate}::boolean, ${c.isCrazy}::boolean,
    ${c.privateKey}::text, ${c.price}::bigint, ${`{${c.caseIds.join(',')}}`}::integer[],
    ${JSON.stringify(c.dropLists)}::jsonb, ${c.serverSeed}::text, ${c.serverSeedHash}::text,
    ${c.roundMs}::integer, ${c.expiresAt.toISOString()}::timestamptz, ${c.clientSeed}::text)`);
  const row = (res as { rows: Raw[] }).rows[0]!;
  throwSharedRefusal(row.out_status, row.out_until);
  switch (row.out_status) {
    case 'ok':
      return { battleId: Number(row.out_battle), balance: Number(row.out_balance) };
    case 'no_seed':
      return 'no_seed';
    case 'balance':
      throw new AppError(402, 'balance_error', 'Not enough money on the balance');
    default:
      throw new Error(`create_battle: unexpected status ${row.out_status}`);
  }
}
