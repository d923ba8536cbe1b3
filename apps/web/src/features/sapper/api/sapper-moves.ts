/**
 * The moves of a Techies game, each answering { game, balance }: POST /v1/sapper/start { amount, mines },
 * POST /v1/sapper/reveal { cell }, POST /v1/sapper/cashout. Errors: mines_bet_range, balance_error,
 * mines_game_open, mines_no_game, mines_cell_revealed, mines_nothing_revealed, self_excluded,
 * game_in_progress. Each answer goes into the current-game query (null once the game is over) and
 * the balance into the me query.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sapperGameResponse } from '@cases/domain/api/sapper';
import { apiPost } from '../../../api/client.ts';
import { setMeBalance } from '../../../api/endpoints/get-me.ts';
import { currentGameQueryOptions, type GameAnswer } from './get-current-game.ts';

export const startGame = (amount: number, mines: number) =>
  apiPost('/v1/sapper/start', { schema: sapperGameResponse, body: { amount, mines } });
export const revealCell = (cell: number) =>
  apiPost('/v1/sapper/reveal', { schema: sapperGameResponse, body: { cell } });
export const cashOut = () => apiPost('/v1/sapper/cashout', { schema: sapperGameResponse });

function apply(queryClient: QueryClient, res: GameAnswer) {
  setMeBalance(queryClient, res.balance);
  queryClient.setQueryData(
    currentGameQueryOptions().queryKey,
    res.game.status === 'open' ? res.game : null,
  );
  if (res.game.status !== 'open') void queryClient.invalidateQueries({ queryKey: ['me'] });
}

/** One mutation per move, all sharing the same cache update. */
export function useSapperMoves() {
  const queryClient = useQueryClient();
  const onSuccess = (res: GameAnswer) => apply(queryClient, res);
  return {
    start: useMutation({
      mutationFn: (v: { amount: number; mines: number }) => startGame(v.amount, v.mines),
      onSuccess,
    }),
    reveal: useMutation({ mutationFn: revealCell, onSuccess }),
    cashOut: useMutation({ mutationFn: cashOut, onSuccess }),
  };
}
