/**
 * /sapper (aliases /ninja-defuse, /techies; behind the `techies` flag): Techies mines. The player bets,
 * picks 1–24 mines and opens cells of a 5×5 field whose layout was fixed — and committed by its hash —
 * before the first click; each safe cell raises the multiplier (the published table), a mine takes the
 * bet, a cash-out pays bet × multiplier. A reload resumes the open game (GET /v1/sapper/current).
 * On a phone a start brings the board and the cash-out into view together (issue 31).
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { play } from '../../../shared/sound/sound.ts';
import { useSignedIn } from '../../../api/token.ts';
import { FairNote } from '../../../ui/fair-data.tsx';
import { Price } from '../../../ui/price.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useCurrentGame, type Game, type GameAnswer } from '../api/get-current-game.ts';
import { useMultipliers } from '../api/get-multipliers.ts';
import { useSapperMoves } from '../api/sapper-moves.ts';
import { BetPanel } from '../components/bet-panel.tsx';
import { GameFairness } from '../components/game-fairness.tsx';
import { MinesBoard } from '../components/mines-board.tsx';
import { MultiplierStrip } from '../components/multiplier-strip.tsx';
import { TechiesBanner } from '../components/techies-art.tsx';
import '../components/sapper.css';

/** Where sapper.css stacks the board above the controls. */
const NARROW = '(max-width: 820px)';

export function SapperPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const current = useCurrentGame(signedIn);
  const moves = useSapperMoves();
  const toastError = useErrorToast();
  const [finished, setFinished] = useState<Game | null>(null);
  const [amount, setAmount] = useState('10');
  const [mines, setMines] = useState(3);
  const [busyCell, setBusyCell] = useState<number | null>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const game = current.data ?? finished;
  const table = useMultipliers(game?.status === 'open' ? game.mines : mines).data;
  const keep = (res: GameAnswer) => setFinished(res.game.status === 'open' ? null : res.game);

  const start = () => {
    const value = Number(amount.replace(',', '.'));
    if (moves.start.isPending) return;
    moves.start.mutate(
      { amount: value, mines },
      {
        onSuccess: (res) => {
          keep(res);
          // The board stacks above the controls on a phone: once the live panel has replaced the bet
          // fields (next frame), the table's top goes to the screen's top (braces: Chromium's
          // scrollIntoView may return a promise).
          if (window.matchMedia(NARROW).matches)
            requestAnimationFrame(() => {
              void tableRef.current?.scrollIntoView({
                block: 'start',
                behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches
                  ? 'auto'
                  : 'smooth',
              });
            });
        },
        onError: toastError,
      },
    );
  };
  const reveal = (cell: number) => {
    if (busyCell !== null) return;
    setBusyCell(cell);
    play('click');
    moves.reveal.mutate(cell, {
      onSuccess: (res) => {
        play(res.game.status === 'lost' ? 'blast' : 'gem');
        keep(res);
      },
      onError: toastError,
      onSettled: () => setBusyCell(null),
    });
  };
  const cashOut = () => {
    if (moves.cashOut.isPending) return;
    moves.cashOut.mutate(undefined, {
      onSuccess: (res) => {
        play('claim');
        keep(res);
      },
      onError: toastError,
    });
  };

  return (
    <div className="page sapper">
      <header className="sapper__hero">
        <div className="sapper__hero-text">
          <p className="sapper__kicker">{t('sapper.kicker')}</p>
          <h1 className="sapper__title">{t('sapper.title')}</h1>
          <p className="sapper__lead">
            {t('sapper.lead', { edge: table ? (table.houseEdge * 100).toFixed(0) : '…' })}
          </p>
        </div>
        <TechiesBanner />
      </header>
      <div className="sapper__table" ref={tableRef}>
        <BetPanel
          game={game}
          table={table}
          amount={amount}
          onAmount={setAmount}
          mines={mines}
          onMines={setMines}
          signedIn={signedIn}
          starting={moves.start.isPending}
          cashing={moves.cashOut.isPending}
          onStart={start}
          onCashOut={cashOut}
        />
        <div className="sapper__field">
          {game && game.status !== 'open' && (
            <p className={`sapper__outcome sapper__outcome--${game.status}`} role="status">
              {game.status === 'lost' ? (
                t('sapper.boom')
              ) : (
                <>
                  {t('sapper.won')} <Price value={game.payout} />
                </>
              )}
            </p>
          )}
          <MinesBoard game={game} busyCell={busyCell} onReveal={reveal} />
          {table && (
            <MultiplierStrip
              table={table}
              safe={game?.status === 'open' ? game.revealed.length : -1}
            />
          )}
        </div>
      </div>
      {game && <GameFairness game={game} />}
      <FairNote
        title={t('sapper.fairTitle')}
        text={t('sapper.fairText')}
        link={t('games.fairLink')}
        to={paths.fairnessGameCheck('mines')}
      />
    </div>
  );
}
