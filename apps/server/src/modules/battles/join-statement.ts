/**
 * The `join_battle` database function (migration 0032; issue 32 "every money path"): a seat taken in one
 * round trip (spec 001 §7 `POST /join`), called by `joinBattle` (seats.ts) after it read the battle and,
 * for the last seat, rolled the start. Kopecks. Refusals come back as a status and change nothing; they
 * become the spec's errors here: 401 authentication, 403 self_excluded, 402
 * error_not_enough_funds_for_battle. `moved` (the battle is no longer as read) is returned to the caller,
 * which reads it again.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { SLIDE_EVERY_MS } from '../../platform/auth.ts';
import type { HintedPlayer } from '../../platform/session-hint.ts';
import { AppError } from '../../platform/errors.ts';
import { playStatementRow, type PlayStatementRow } from '../../kernel/players/play-statement.ts';
import type { StartPlan } from './start.ts';

export interface JoinCall extends HintedPlayer {
  battleId: number;
  ulid: string;
  seat: number;
  clientSeed: string;
  /** The seat's price as read (kopecks). */
  price: number;
  /** The seats taken when the battle was read, ascending. */
  taken: readonly number[];
  /** The start rolled for the last seat, or null. */
  start: StartPlan | null;
}

interface Raw extends PlayStatementRow {
  out_balance: string | number | null;
}

/** The start as the statement takes it (snake case, times as ISO strings). */
const startJson = (p: StartPlan) =>
  JSON.stringify({
    bots: p.bots.map((b) => ({ seat: b.seat, client_seed: b.clientSeed })),
    drops: p.drops.map((d) => ({
      round: d.round,
      seat: d.seat,
      item_id: d.itemId,
      price: d.price,
      roll: d.roll,
      owner_seat: d.ownerSeat,
    })),
    public_seed: p.publicSeed,
    started_at: p.startedAt.toISOString(),
    ends_at: p.endsAt.toISOString(),
    winner_seats: p.winnerSeats,
    tie_roll: p.tieRoll,
  });

/** Runs `join_battle` on `db` (or a transaction): the balance after paying, or `'moved'`. */
export async function joinStatement(db: DbOrTx, c: JoinCall): Promise<number | 'moved'> {
  const row = await playStatementRow<Raw>(
    db,
    sql`select * from join_battle(
    ${c.userId}::integer, ${c.tokenHash}::text, ${SLIDE_EVERY_MS}::bigint, ${c.battleId}::bigint,
    ${`battle:${c.ulid}`}::text, ${c.seat}::integer, ${c.clientSeed}::text, ${c.price}::bigint,
    ${`{${c.taken.join(',')}}`}::integer[], ${c.start === null ? null : startJson(c.start)}::jsonb)`,
  );
  switch (row.out_status) {
    case 'ok':
      return Number(row.out_balance);
    case 'moved':
      return 'moved';
    case 'balance':
      throw new AppError(
        402,
        'error_not_enough_funds_for_battle',
        'Not enough money for this battle',
      );
    default:
      throw new Error(`join_battle: unexpected status ${row.out_status}`);
  }
}
