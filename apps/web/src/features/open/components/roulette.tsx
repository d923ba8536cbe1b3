/**
 * One opening roulette: a horizontal strip of item tiles that slides for ~5 s (CSS transform,
 * ease-out) and stops with the dropped tile under the centre marker. Calls `onDone` once.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { watchReel } from '../../../shared/sound/reel-ticks.ts';
import { ItemTile } from '../../../ui/item-tile.tsx';
import type { ItemTileItem } from '../../../ui/item-tile.tsx';
import { STOP_INDEX, stopJitter } from '../lib/build-strip.ts';
import './roulette.css';

export const SPIN_MS = 5000;

export interface RouletteProps {
  tiles: readonly ItemTileItem[];
  /** Skips straight to the end position. */
  fast: boolean;
  compact: boolean;
  /** Plays the reel ticks (one strip of a multi-open does). */
  ticks?: boolean;
  onDone: () => void;
}

/** The animated strip; the final tile is `tiles[STOP_INDEX]`. */
export function Roulette({ tiles, fast, compact, ticks = false, onDone }: RouletteProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const done = useRef(false);
  const jitter = useRef(0);
  const stopTicks = useRef<() => void>(() => undefined);

  const finish = () => {
    if (done.current) return;
    done.current = true;
    stopTicks.current();
    onDone();
  };

  useLayoutEffect(() => {
    const vp = viewport.current;
    const first = track.current?.firstElementChild as HTMLElement | null | undefined;
    if (!vp || !first) return;
    const gap = parseFloat(getComputedStyle(track.current!).columnGap) || 0;
    const step = first.offsetWidth + gap;
    if (jitter.current === 0) jitter.current = stopJitter(step);
    const target = STOP_INDEX * step + first.offsetWidth / 2 - vp.clientWidth / 2 + jitter.current;
    // Two frames so the browser paints the start position before the transition begins.
    const raf = requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        setSpinning(true);
        setOffset(target);
        if (ticks) stopTicks.current = watchReel(track.current!, step, 'x', SPIN_MS + 400);
      }),
    );
    return () => {
      cancelAnimationFrame(raf);
      stopTicks.current();
    };
  }, []);

  useEffect(() => {
    if (fast) {
      stopTicks.current();
      finish();
      return;
    }
    const timer = setTimeout(finish, SPIN_MS + 400);
    return () => clearTimeout(timer);
  }, [fast]);

  const style: CSSProperties = {
    transform: `translate3d(${-offset}px, 0, 0)`,
    transition:
      spinning && !fast ? `transform ${SPIN_MS}ms cubic-bezier(0.1, 0.75, 0.15, 1)` : 'none',
  };

  return (
    <div
      className={compact ? 'roulette roulette--compact' : 'roulette'}
      ref={viewport}
      aria-hidden="true"
    >
      <div className="roulette__marker" aria-hidden="true" />
      <div
        className="roulette__track"
        ref={track}
        style={style}
        onTransitionEnd={(e) => {
          if (e.target === e.currentTarget) finish();
        }}
      >
        {tiles.map((item, i) => (
          <div key={i} className="roulette__cell">
            <ItemTile item={item} variant="strip" />
          </div>
        ))}
      </div>
    </div>
  );
}
