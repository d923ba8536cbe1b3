/**
 * The battle's stage (spec 001 §2, §4; issue 10): seats left (1–2) and right (3–4) — teams in 2v2 —
 * each with its player, its reel for the current round, its running total over the rounds that have
 * landed, and the drops it took so far. Winners glow once the last reel has stopped.
 */
import { useTranslation } from 'react-i18next';
import { seatNumbers, seatSide, teamOf } from '@cases/domain/battles/rules';
import { toKopecks } from '@cases/domain/money';
import { Button } from '../../../ui/button.tsx';
import { Price } from '../../../ui/price.tsx';
import type { Battle } from '../api/get-battles.ts';
import { reelPhase } from '../lib/reel.ts';
import { useRoundSound } from '../lib/use-round-sound.ts';
import { BattleReel, type PoolItem } from './battle-reel.tsx';
import { SeatPlayer } from './seat-player.tsx';

export interface ArenaProps {
  battle: Battle;
  /** Local time, shifted to the server's clock. */
  now: number;
  /** The seats whose owners may join now (free seats for a signed-in non-member). */
  onJoin?: (seat: number) => void;
  joining: boolean;
  showResult: boolean;
  /** member id → the picture (URL) of the emoji floating over that seat. */
  emoji: Map<string, string>;
}

/** The current round (the latest due one) and its phase. */
export function currentRound(battle: Battle, now: number) {
  const started = battle.startedAt ? Date.parse(battle.startedAt) : null;
  const last = battle.rounds.length - 1;
  if (started === null || last < 0) return null;
  const phase = reelPhase(started, last, battle.roundMs, now);
  return { round: last, ...phase };
}

/** Rounds whose reels have stopped by `now` (all of them once finished and shown). */
export function landedRounds(battle: Battle, now: number): number {
  const cur = currentRound(battle, now);
  if (!cur) return 0;
  return cur.state === 'landed' ? cur.round + 1 : cur.round;
}

export function BattleArena({ battle, now, onJoin, joining, showResult, emoji }: ArenaProps) {
  const { t } = useTranslation();
  const cur = currentRound(battle, now);
  const landed = landedRounds(battle, now);
  const pools = new Map((battle.dropLists ?? []).map((l) => [l.caseId, l.items as PoolItem[]]));
  const caseOf = (round: number) => battle.cases[round]?.case;
  const winners = showResult ? battle.winnerSeats : [];
  const firstSeat = battle.members.map((m) => m.seat).sort((a, b) => a - b)[0];
  useRoundSound(cur);
  // Summed in kopecks: roubles as floats would drift.
  const totalOf = (seat: number) =>
    battle.rounds
      .slice(0, landed)
      .reduce((s, r) => s + toKopecks(r.drops.find((d) => d.seat === seat)?.item.price ?? 0), 0) /
    100;
  const teamTotal = (team: 1 | 2) =>
    seatNumbers(battle.seats)
      .filter((s) => teamOf(s) === team)
      .reduce((sum, s) => sum + toKopecks(totalOf(s)), 0) / 100;

  return (
    <div className={`arena arena--seats-${battle.seats}${battle.teams ? ' arena--teams' : ''}`}>
      {battle.teams && (
        <div className="arena__teams" aria-hidden="true">
          <span>
            {t('battles.team', { team: 1 })} · <Price value={teamTotal(1)} />
          </span>
          <span>
            {t('battles.team', { team: 2 })} · <Price value={teamTotal(2)} />
          </span>
        </div>
      )}
      {seatNumbers(battle.seats).map((seat) => {
        const member = battle.members.find((m) => m.seat === seat);
        const round = cur?.round ?? 0;
        const c = caseOf(round);
        const drop = cur
          ? (battle.rounds[round]?.drops.find((d) => d.seat === seat)?.item ?? null)
          : null;
        const pool = (c && pools.get(c.id)) ?? [];
        const won = battle.rounds
          .slice(0, landed)
          .map((r) => r.drops.find((d) => d.seat === seat)?.item)
          .filter((x) => x !== undefined)
          .reverse();
        const isWinner = winners.includes(seat);
        const bubble = member ? emoji.get(member.memberId) : undefined;
        return (
          <section
            key={seat}
            className={`seat seat--${seatSide(seat)}${isWinner ? ' seat--winner' : ''}${showResult && !isWinner ? ' seat--lost' : ''}`}
            aria-label={t('battles.seat.label', { seat })}
          >
            <header className="seat__head">
              <SeatPlayer member={member} />
              {bubble && (
                <span className="seat__emoji" key={bubble + String(now)} aria-hidden="true">
                  <img src={bubble} alt="" width={32} height={32} draggable={false} />
                </span>
              )}
            </header>
            {!member && battle.status === 'created' ? (
              <div className="seat__free">
                {onJoin ? (
                  <Button onClick={() => onJoin(seat)} busy={joining}>
                    {t('battles.seat.join')}
                  </Button>
                ) : (
                  <span className="seat__waiting">{t('battles.seat.waiting')}</span>
                )}
              </div>
            ) : (
              <BattleReel
                pool={pool.length > 0 ? pool : drop ? [{ ...drop, weight: 1 }] : []}
                drop={drop}
                seed={`${battle.ulid}:${round}:${seat}`}
                roundMs={battle.roundMs}
                elapsed={cur?.elapsed ?? -1}
                landed={cur?.state === 'landed'}
                winner={isWinner}
                ticks={seat === firstSeat}
              />
            )}
            <p className="seat__total" aria-live="polite">
              <span>{t('battles.total')}</span>
              <strong data-testid={`seat-total-${seat}`}>
                <Price value={totalOf(seat)} />
              </strong>
            </p>
            <ul className="seat__drops" aria-label={t('battles.seat.drops')}>
              {won.map((item, i) => (
                <li key={i} title={`${item.name} · ${item.price}`}>
                  <img src={item.image} alt={item.name} loading="lazy" />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
