/**
 * The Techies controls: before a game the bet (₽, with halve / double / min / max) and the mine count
 * (presets and 1–24); during a game the multiplier reached, the next one and the cash-out for the
 * payout a cash-out brings now — until the first safe cell there is nothing to take, and the button
 * says so instead of offering 0 ₽ (issue 31). On a phone the bet fields give way to the live figures
 * during a game (sapper.css), so the board and the cash-out fit one screen.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MINES_MAX, MINES_MIN, MINES_PRESETS } from '@cases/domain/mines';
import { Button } from '../../../ui/button.tsx';
import { Price } from '../../../ui/price.tsx';
import type { Game } from '../api/get-current-game.ts';
import type { MultiplierTable } from '../api/get-multipliers.ts';

export interface BetPanelProps {
  game: Game | null;
  table: MultiplierTable | undefined;
  amount: string;
  onAmount: (v: string) => void;
  mines: number;
  onMines: (n: number) => void;
  signedIn: boolean;
  starting: boolean;
  cashing: boolean;
  onStart: () => void;
  onCashOut: () => void;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

export function BetPanel(p: BetPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const open = p.game?.status === 'open';
  const value = Number(p.amount.replace(',', '.'));
  const setAmount = (v: number) => p.onAmount(String(round2(v)));
  return (
    <section
      className={open ? 'bet-panel bet-panel--live' : 'bet-panel'}
      aria-label={t('sapper.controls')}
    >
      <div className="field">
        <label htmlFor={`${id}-amount`}>{t('sapper.bet')}</label>
        <div className="bet-panel__amount">
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={p.amount}
            disabled={open}
            onChange={(e) => p.onAmount(e.target.value)}
          />
          <div className="bet-panel__quick">
            <button
              type="button"
              disabled={open}
              onClick={() => setAmount(Math.max(value / 2, p.table?.minBet ?? 1))}
            >
              ½
            </button>
            <button
              type="button"
              disabled={open}
              onClick={() => setAmount(Math.min(value * 2, p.table?.maxBet ?? 10_000))}
            >
              ×2
            </button>
            <button
              type="button"
              disabled={open}
              onClick={() => setAmount(p.table?.maxBet ?? 10_000)}
            >
              {t('sapper.max')}
            </button>
          </div>
        </div>
        {p.table && (
          <span className="field__hint">
            {t('sapper.limits', { min: p.table.minBet, max: p.table.maxBet })}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-mines`}>{t('sapper.mines')}</label>
        <div className="bet-panel__mines" role="group" aria-label={t('sapper.mines')}>
          {MINES_PRESETS.map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={p.mines === n}
              disabled={open}
              onClick={() => p.onMines(n)}
            >
              {n}
            </button>
          ))}
          <select
            id={`${id}-mines`}
            value={p.mines}
            disabled={open}
            onChange={(e) => p.onMines(Number(e.target.value))}
          >
            {Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => i + MINES_MIN).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      {open && p.game ? (
        <div className="bet-panel__live">
          <dl className="bet-panel__figures">
            <div>
              <dt>{t('sapper.now')}</dt>
              <dd>×{p.game.multiplier.toFixed(2)}</dd>
            </div>
            <div>
              <dt>{t('sapper.next')}</dt>
              <dd>
                {p.game.nextMultiplier === null ? '—' : `×${p.game.nextMultiplier.toFixed(2)}`}
              </dd>
            </div>
          </dl>
          <Button
            size="lg"
            className="bet-panel__cashout"
            busy={p.cashing}
            disabled={p.game.revealed.length === 0}
            onClick={p.onCashOut}
          >
            {p.game.revealed.length === 0 ? (
              t('sapper.cashOutLocked')
            ) : (
              <>
                {t('sapper.cashOut')} <Price value={p.game.payout} />
              </>
            )}
          </Button>
        </div>
      ) : (
        <Button
          size="lg"
          className="bet-panel__start"
          busy={p.starting}
          disabled={!p.signedIn}
          onClick={p.onStart}
        >
          {p.signedIn ? t('sapper.start') : t('sapper.signInHint')}
        </Button>
      )}
    </section>
  );
}
