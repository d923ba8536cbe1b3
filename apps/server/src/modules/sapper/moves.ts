/**
 * A reveal and a cash-out of the open mines game (issue 11 "Techies"), each one statement (issue 32
 * "every money path"). The outcome is decided from the remembered game (`open-games.ts`): a mine ends
 * it lost, a safe cell adds to `revealed`, the last safe cell or a cash-out pays `minesPayout` (kopecks)
 * with its ledger row (`mines_win`, `mines:<id>`, `balance_after`) in the same statement. The statement
 * applies only while the game is open with exactly the remembered safe cells, so two moves of one game
 * never both apply (two cash-outs pay once); when it applies to nothing, the game is read afresh and
 * decided again, at most three times (then 429 game_in_progress). A refusal is decided on the stored game.
 * Errors, nothing written: 404 mines_no_game; 409 mines_cell_revealed | mines_nothing_revealed.
 */
import { MINES_CELLS, minesPayout } from '@cases/domain/mines';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ItemGamesConfig } from '../../item-games-config.ts';
import { AppError } from '../../platform/errors.ts';
import { gameInProgress } from '../../platform/one-at-a-time.ts';
import { gameFor, remember, type SapperRow } from './open-games.ts';

type MinesTerms = ItemGamesConfig['mines'];
type Moved = { game: SapperRow; balance: number };

const noGame = () => new AppError(404, 'mines_no_game', 'No open game');

interface Raw {
  id: string | number;
  user_id: number;
  status: string;
  amount: string | number;
  mines: number;
  house_edge: number;
  layout: number[];
  salt: string;
  layout_hash: string;
  revealed: number[];
  hit_cell: number | null;
  payout: string | number;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  created_at: string | Date;
  finished_at: string | Date | null;
  balance: string | number;
}

const rowOf = (r: Raw): SapperRow => ({
  id: Number(r.id),
  userId: r.user_id,
  status: r.status,
  amount: Number(r.amount),
  mines: r.mines,
  houseEdge: r.house_edge,
  layout: r.layout.map(Number),
  salt: r.salt,
  layoutHash: r.layout_hash,
  revealed: r.revealed.map(Number),
  hitCell: r.hit_cell,
  payout: Number(r.payout),
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nonce: r.nonce,
  createdAt: new Date(r.created_at),
  finishedAt: r.finished_at === null ? null : new Date(r.finished_at),
});

const intArray = (cells: readonly number[]) => sql`${`{${cells.join(',')}}`}::integer[]`;

/** The game row as `g`, moved only while open with the remembered safe cells. */
const movedGame = (game: SapperRow, set: SQL) => sql`update sapper_games g set ${set}
  where g.id = ${game.id} and g.user_id = ${game.userId} and g.status = 'open'
    and g.revealed = ${intArray(game.revealed)}
  returning g.*`;

/** Runs one move; the game and balance after it, or null when the game was no longer as remembered. */
async function run(db: Db, statement: SQL): Promise<Moved | null> {
  const res: unknown = await db.execute(statement);
  const raw = (res as { rows: Raw[] }).rows[0];
  return raw === undefined ? null : { game: rowOf(raw), balance: Number(raw.balance) };
}

/** A move without money: the row moved and the player's balance as it is. */
const plainMove = (game: SapperRow, set: SQL) => sql`with m as (${movedGame(game, set)})
  select m.*, u.balance from m join users u on u.id = m.user_id`;

/** The cash-out with `revealed`: the row, the payout credited and its ledger row, in one statement. */
function cashOutMove(game: SapperRow, revealed: readonly number[], terms: MinesTerms): SQL {
  const payout = minesPayout(
    game.amount,
    game.mines,
    revealed.length,
    game.houseEdge,
    terms.maxWin,
  );
  const set = sql`status = 'cashed', revealed = ${intArray(revealed)}, payout = ${payout},
    finished_at = now()`;
  return sql`with m as (${movedGame(game, set)}),
    u as (update users set balance = balance + ${payout}
      where id = ${game.userId} and exists (select 1 from m) returning balance),
    l as (insert into ledger (user_id, currency, amount, reason, reference, balance_after)
      select ${game.userId}, 'RUB', ${payout}, 'mines_win', ${`mines:${game.id}`}, u.balance from u)
    select m.*, u.balance from m, u`;
}

/** Decides a move from the remembered game and applies it, reading the game afresh when it moved on. */
async function move(db: Db, userId: number, decide: (game: SapperRow) => SQL): Promise<Moved> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const { game, fresh } = await gameFor(db, userId, attempt > 0);
    if (!game) throw noGame();
    let statement: SQL;
    try {
      statement = decide(game);
    } catch (err) {
      // A refusal is only ever said from the stored game, never from a remembered one.
      if (!fresh) continue;
      throw err;
    }
    const moved = await run(db, statement);
    if (moved) {
      remember(db, userId, moved.game);
      return moved;
    }
  }
  throw gameInProgress();
}

/**
 * Opens `cell` of the open game: a mine ends it lost (the layout revealed); a safe cell raises the
 * multiplier, and the last safe cell cashes out by itself.
 */
export function revealCell(
  db: Db,
  userId: number,
  cell: number,
  terms: MinesTerms,
): Promise<Moved> {
  return move(db, userId, (game) => {
    if (game.revealed.includes(cell))
      throw new AppError(409, 'mines_cell_revealed', 'This cell is already open');
    if (game.layout.includes(cell))
      return plainMove(game, sql`status = 'lost', hit_cell = ${cell}, finished_at = now()`);
    const revealed = [...game.revealed, cell];
    if (revealed.length === MINES_CELLS - game.mines) return cashOutMove(game, revealed, terms);
    return plainMove(game, sql`revealed = ${intArray(revealed)}`);
  });
}

/** Cashes out the open game at its multiplier; 409 mines_nothing_revealed before the first safe cell. */
export function cashOutGame(db: Db, userId: number, terms: MinesTerms): Promise<Moved> {
  return move(db, userId, (game) => {
    if (game.revealed.length === 0)
      throw new AppError(409, 'mines_nothing_revealed', 'Open a cell before cashing out');
    return cashOutMove(game, game.revealed, terms);
  });
}
