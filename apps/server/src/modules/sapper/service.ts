/**
 * Techies mines (issue 11 "Techies"; domain mines.ts): the start of a game (the bet debited, the layout
 * fixed from the pair's next nonce and committed by its hash) in one statement, `start_mines`
 * (migration 0031; issue 32), under the player's mines lock; reveals and cash-outs are in `moves.ts`.
 * One open game per player (that lock, and a partial unique index as well). Kopecks.
 * Errors: 400 mines_bet_range; 401 authentication; 402 balance_error; 403 self_excluded;
 * 409 mines_game_open; 429 game_in_progress (the seed pair kept moving on).
 */
import { randomBytes } from 'node:crypto';
import { minesLayout, minesLayoutHash } from '@cases/domain/mines';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ItemGamesConfig } from '../../item-games-config.ts';
import { AppError } from '../../platform/errors.ts';
import { gameInProgress } from '../../platform/one-at-a-time.ts';
import { withRememberedPair } from '../../kernel/fairness/seed-cache.ts';
import { openGame, remember, type SapperRow } from './open-games.ts';
import { startStatement } from './start-statement.ts';

export type { SapperRow };
type MinesTerms = ItemGamesConfig['mines'];

/** The player's open game, else undefined (a reload resumes it). */
export const currentGame = (db: DbOrTx, userId: number) => openGame(db, userId);

/**
 * Starts a game staking `amount` kopecks on `mines` mines; returns it and the balance after the bet.
 * The layout is fixed from the remembered seed pair, then one statement (`start_mines`, migration 0031;
 * issue 32) takes the bet and writes the game. `tokenHash`: a remembered session's token hash, checked
 * again in the statement (null: checked already).
 */
export async function startGame(
  db: Db,
  userId: number,
  amount: number,
  mines: number,
  terms: MinesTerms,
  tokenHash: string | null = null,
): Promise<{ game: SapperRow; balance: number }> {
  if (amount < terms.minBet || amount > terms.maxBet)
    throw new AppError(400, 'mines_bet_range', 'The bet is outside the limits');
  return withRememberedPair(
    db,
    userId,
    1,
    async (seeds) => {
      const layout = minesLayout(seeds, mines);
      const salt = randomBytes(16).toString('hex');
      const layoutHash = minesLayoutHash(layout, salt);
      const started = await startStatement(db, {
        userId,
        tokenHash,
        amount,
        mines,
        houseEdge: terms.houseEdge,
        seeds,
        layout,
        salt,
        layoutHash,
      });
      if (started === 'seed_changed') return started;
      const game: SapperRow = {
        id: started.id,
        userId,
        status: 'open',
        amount,
        mines,
        houseEdge: terms.houseEdge,
        layout,
        salt,
        layoutHash,
        revealed: [],
        hitCell: null,
        payout: 0,
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        createdAt: started.createdAt,
        finishedAt: null,
      };
      remember(db, userId, game);
      return { game, balance: started.balance };
    },
    gameInProgress,
  );
}
