/**
 * Techies mines (issue 11 "Techies"; domain mines.ts): start (the bet debited, the layout fixed from
 * the pair's next nonce and committed by its hash), reveal a cell, cash out. Kopecks. Every action of
 * a player runs under one advisory lock per player, so start, reveal and cash-out never interleave
 * (two cash-outs pay once) and the locks are always taken in one order: that lock, the users row, the
 * seed row. One open game per player (a partial unique index as well).
 * Errors: 400 mines_bet_range; 402 balance_error; 403 self_excluded; 404 mines_no_game;
 * 409 mines_game_open | mines_cell_revealed | mines_nothing_revealed.
 */
import { randomBytes } from 'node:crypto';
import { MINES_CELLS, minesLayout, minesLayoutHash, minesPayout } from '@cases/domain/mines';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { sapperGames } from '../../db/schema/index.ts';
import type { ItemGamesConfig } from '../../item-games-config.ts';
import { AppError } from '../../platform/errors.ts';
import { balanceOf, credit, debit } from '../../platform/ledger.ts';
import { reserveNonces } from '../../kernel/fairness/seed-pairs.ts';
import { requirePlayAllowed } from '../../kernel/players/play-guard.ts';

export type SapperRow = typeof sapperGames.$inferSelect;
type MinesTerms = ItemGamesConfig['mines'];

/** Advisory-lock namespace of a player's mines actions. */
const MINES_LOCK_NS = 5_011;

const noGame = () => new AppError(404, 'mines_no_game', 'No open game');

async function lockPlayer(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MINES_LOCK_NS}, ${userId})`);
}

async function openGame(db: DbOrTx, userId: number): Promise<SapperRow | undefined> {
  const [row] = await db
    .select()
    .from(sapperGames)
    .where(and(eq(sapperGames.userId, userId), eq(sapperGames.status, 'open')));
  return row;
}

/** The player's open game, else undefined (a reload resumes it). */
export const currentGame = (db: DbOrTx, userId: number) => openGame(db, userId);

/** Starts a game staking `amount` kopecks on `mines` mines; returns it and the balance after the bet. */
export async function startGame(
  db: Db,
  userId: number,
  amount: number,
  mines: number,
  terms: MinesTerms,
): Promise<{ game: SapperRow; balance: number }> {
  if (amount < terms.minBet || amount > terms.maxBet)
    throw new AppError(400, 'mines_bet_range', 'The bet is outside the limits');
  await requirePlayAllowed(db, userId);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    if (await openGame(tx, userId))
      throw new AppError(409, 'mines_game_open', 'Finish the open game first');
    await tx.execute(sql`select id from users where id = ${userId} for no key update`);
    const seeds = await reserveNonces(tx, userId, 1);
    const layout = minesLayout(seeds, mines);
    const salt = randomBytes(16).toString('hex');
    const [game] = await tx
      .insert(sapperGames)
      .values({
        userId,
        amount,
        mines,
        houseEdge: terms.houseEdge,
        layout,
        salt,
        layoutHash: minesLayoutHash(layout, salt),
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
      })
      .returning();
    const balance = await debit(tx, {
      userId,
      amount,
      reason: 'mines_bet',
      reference: `mines:${game!.id}`,
    });
    if (balance === null)
      throw new AppError(402, 'balance_error', 'Not enough money on the balance');
    return { game: game!, balance };
  });
}

/** Ends `game` as cashed with its payout credited; returns the row after it and the balance. */
async function cashOut(tx: Tx, game: SapperRow, revealed: number[], terms: MinesTerms) {
  const payout = minesPayout(
    game.amount,
    game.mines,
    revealed.length,
    game.houseEdge,
    terms.maxWin,
  );
  const [done] = await tx
    .update(sapperGames)
    .set({ status: 'cashed', revealed, payout, finishedAt: new Date() })
    .where(and(eq(sapperGames.id, game.id), eq(sapperGames.status, 'open')))
    .returning();
  if (!done) throw noGame();
  const balance = await credit(tx, {
    userId: game.userId,
    amount: payout,
    reason: 'mines_win',
    reference: `mines:${game.id}`,
  });
  return { game: done, balance };
}

/**
 * Opens `cell` of the open game: a mine ends it lost (the layout revealed); a safe cell raises the
 * multiplier, and the last safe cell cashes out by itself.
 */
export async function revealCell(
  db: Db,
  userId: number,
  cell: number,
  terms: MinesTerms,
): Promise<{ game: SapperRow; balance: number }> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const game = await openGame(tx, userId);
    if (!game) throw noGame();
    if (game.revealed.includes(cell))
      throw new AppError(409, 'mines_cell_revealed', 'This cell is already open');
    if (game.layout.includes(cell)) {
      const [lost] = await tx
        .update(sapperGames)
        .set({ status: 'lost', hitCell: cell, finishedAt: new Date() })
        .where(and(eq(sapperGames.id, game.id), eq(sapperGames.status, 'open')))
        .returning();
      if (!lost) throw noGame();
      return { game: lost, balance: await balanceOf(tx, userId) };
    }
    const revealed = [...game.revealed, cell];
    if (revealed.length === MINES_CELLS - game.mines) return cashOut(tx, game, revealed, terms);
    const [next] = await tx
      .update(sapperGames)
      .set({ revealed })
      .where(and(eq(sapperGames.id, game.id), eq(sapperGames.status, 'open')))
      .returning();
    if (!next) throw noGame();
    return { game: next, balance: await balanceOf(tx, userId) };
  });
}

/** Cashes out the open game at its multiplier; 409 mines_nothing_revealed before the first safe cell. */
export async function cashOutGame(
  db: Db,
  userId: number,
  terms: MinesTerms,
): Promise<{ game: SapperRow; balance: number }> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const game = await openGame(tx, userId);
    if (!game) throw noGame();
    if (game.revealed.length === 0)
      throw new AppError(409, 'mines_nothing_revealed', 'Open a cell before cashing out');
    return cashOut(tx, game, game.revealed, terms);
  });
}
