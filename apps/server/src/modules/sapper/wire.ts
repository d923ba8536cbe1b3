/**
 * A mines game on the wire (domain `sapperGame`): the multiplier reached and the next one, the payout a
 * cash-out would bring now (or the one paid), and the layout with its salt only once the game is over.
 */
import type { SapperGame } from '@cases/domain/api/sapper';
import { MINES_CELLS, minesMultiplier, minesPayout } from '@cases/domain/mines';
import { toRoubles } from '@cases/domain/money';
import type { SapperRow } from './open-games.ts';

export function sapperGameWire(row: SapperRow, maxWin: number): SapperGame {
  const safe = row.revealed.length;
  const over = row.status !== 'open';
  const payout = over
    ? row.payout
    : safe === 0
      ? 0
      : minesPayout(row.amount, row.mines, safe, row.houseEdge, maxWin);
  return {
    id: String(row.id),
    status: row.status as SapperGame['status'],
    amount: toRoubles(row.amount),
    mines: row.mines,
    revealed: row.revealed,
    hit_cell: row.hitCell,
    multiplier: minesMultiplier(row.mines, safe, row.houseEdge),
    next_multiplier:
      !over && safe < MINES_CELLS - row.mines
        ? minesMultiplier(row.mines, safe + 1, row.houseEdge)
        : null,
    payout: toRoubles(payout),
    layout_hash: row.layoutHash,
    server_seed_hash: row.serverSeedHash,
    client_seed: row.clientSeed,
    nonce: row.nonce,
    mines_layout: over ? row.layout : null,
    salt: over ? row.salt : null,
    created_at: row.createdAt.toISOString(),
  };
}
