/**
 * One seat's strip for the current round (issue 10): a vertical reel of the round case's items that
 * spins from the round's due time and stops on the seat's drop. A negative animation delay puts a
 * late viewer at the very frame everyone else sees.
 */
import { useEffect, useRef } from 'react';
import type { CSSProperties } from 'react';
import { RARITY_COLORS } from '@cases/domain/catalog';
import { watchReel } from '../../../shared/sound/reel-ticks.ts';
import type { Battle } from '../api/get-battles.ts';
import { buildReel, LAND_INDEX, spinDuration } from '../lib/reel.ts';

type DropItem = Battle['rounds'][number]['drops'][number]['item'];
export type PoolItem = DropItem & { weight: number };

export interface ReelProps {
  pool: readonly PoolItem[];
  drop: DropItem | null;
  seed: string;
  roundMs: number;
  /** ms since this round's spin began (negative: not yet). */
  elapsed: number;
  landed: boolean;
  winner: boolean;
  /** Plays the reel ticks while it spins (one seat of the arena does). */
  ticks?: boolean;
}

/** The reel; without a drop (waiting) it shows the case's items at rest. */
export function BattleReel({
  pool,
  drop,
  seed,
  roundMs,
  elapsed,
  landed,
  winner,
  ticks = false,
}: ReelProps) {
  const spinMs = spinDuration(roundMs);
  const target = drop ? { ...drop, weight: 1 } : null;
  const tiles = target ? buildReel(pool, target, seed) : pool.slice(0, 5);
  const track = useRef<HTMLDivElement>(null);
  const spinning = Boolean(target) && !landed && elapsed >= 0;
  // Ticks while this round's strip spins (issue 31 "Sound"); a tile is one row of the grid.
  useEffect(() => {
    const el = track.current;
    if (!ticks || !spinning || !el) return;
    const step = parseFloat(getComputedStyle(el).gridAutoRows) || 0;
    return watchReel(el, step, 'y', spinMs);
  }, [ticks, spinning, seed, spinMs]);
  const style = {
    '--reel-spin': `${spinMs}ms`,
    '--reel-delay': `${-Math.max(0, Math.min(elapsed, spinMs))}ms`,
    '--reel-land': LAND_INDEX,
  } as CSSProperties;
  const classes = [
    'reel',
    target && !landed ? 'reel--spinning' : '',
    target && landed ? 'reel--landed' : '',
    !target ? 'reel--idle' : '',
    winner ? 'reel--winner' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} style={style} aria-hidden={!landed}>
      <div className="reel__track" key={seed} ref={track}>
        {tiles.map((item, i) => (
          <div
            key={i}
            className={`reel__tile${i === LAND_INDEX && target ? ' reel__tile--drop' : ''}`}
            style={{ '--rarity': RARITY_COLORS[item.rarity] } as CSSProperties}
          >
            <img src={item.image} alt="" draggable={false} loading="lazy" />
          </div>
        ))}
      </div>
      <span className="reel__marker" aria-hidden="true" />
    </div>
  );
}
