/**
 * The 5×5 field (cells 0–24 row by row). While a game is open the hidden cells can be opened; a safe
 * cell shows a gold rune, the mine that ended a game bursts, and once the game is over the layout is
 * revealed on the field.
 */
import { useTranslation } from 'react-i18next';
import { MINES_CELLS } from '@cases/domain/mines';
import type { Game } from '../api/get-current-game.ts';
import { MineIcon, RuneIcon } from './techies-art.tsx';

export function MinesBoard({
  game,
  busyCell,
  onReveal,
}: {
  game: Game | null;
  busyCell: number | null;
  onReveal: (cell: number) => void;
}) {
  const { t } = useTranslation();
  const open = game?.status === 'open';
  const revealed = new Set(game?.revealed ?? []);
  const layout = new Set(game?.minesLayout ?? []);
  return (
    <div
      className={`mines-board mines-board--${game?.status ?? 'idle'}`}
      role="grid"
      aria-label={t('sapper.board')}
    >
      {Array.from({ length: MINES_CELLS / 5 }, (_, row) => (
        <div key={row} role="row" className="mines-board__row">
          {Array.from({ length: 5 }, (_, col) => {
            const cell = row * 5 + col;
            const safe = revealed.has(cell);
            const hit = game?.hitCell === cell;
            const mine = layout.has(cell);
            const state = hit
              ? 'hit'
              : safe
                ? 'safe'
                : mine
                  ? 'mine'
                  : game && !open
                    ? 'spare'
                    : 'hidden';
            return (
              <div key={cell} role="gridcell" className="mines-board__gridcell">
                <button
                  type="button"
                  className={`mines-cell mines-cell--${state}${busyCell === cell ? ' mines-cell--busy' : ''}`}
                  aria-label={t('sapper.cell', { n: cell + 1 })}
                  data-state={state}
                  disabled={!open || safe || busyCell !== null}
                  onClick={() => onReveal(cell)}
                >
                  {state === 'safe' && <RuneIcon />}
                  {(state === 'mine' || state === 'hit') && <MineIcon hit={state === 'hit'} />}
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
