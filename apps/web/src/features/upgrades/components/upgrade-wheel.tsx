/**
 * The upgrade wheel (spec 001 §2 "a wheel"): a ring whose gold arc from the top, clockwise, covers
 * the win chance; a pointer that spins and stops at roll × 360°. The upgrade wins exactly when
 * roll < chance (domain `upgradeOutcome`), so the pointer lands on the arc exactly on a win — the
 * wheel shows the real roll, not a decoration. `data-roll` and `data-angle` expose it to tests.
 */
import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const SPIN_MS = 4_800;
const TURNS = 5;
const R = 92;
const C = 2 * Math.PI * R;

export interface WheelProps {
  /** The chance as a fraction (0.001 … 0.9), or null while nothing is chosen. */
  chance: number | null;
  /** The roll to stop at; null while idle. Changing it starts a spin. */
  roll: number | null;
  /** Whether the roll won (colours the end state). */
  win: boolean | null;
  onStopped: () => void;
  children?: ReactNode;
}

/** The ring, its arc, the pointer and whatever sits in the middle. */
export function UpgradeWheel({ chance, roll, win, onStopped, children }: WheelProps) {
  const { t } = useTranslation();
  const [angle, setAngle] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const stopped = useRef(onStopped);
  stopped.current = onStopped;

  useEffect(() => {
    if (roll === null) {
      setSpinning(false);
      setAngle(0);
      return;
    }
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    setSpinning(!reduced);
    // From 0 (set while idle) to whole turns plus the roll's angle.
    const frame = requestAnimationFrame(() => setAngle(TURNS * 360 + roll * 360));
    const done = window.setTimeout(
      () => {
        setSpinning(false);
        stopped.current();
      },
      reduced ? 50 : SPIN_MS + 100,
    );
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(done);
    };
  }, [roll]);

  const arc = chance === null ? 0 : Math.max(chance, 0.004) * C;
  const state = roll === null || spinning ? 'idle' : win ? 'win' : 'lose';
  const style = {
    transform: `rotate(${angle}deg)`,
    transition: spinning ? `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.85, 0.12, 1)` : 'none',
  } as CSSProperties;

  return (
    <div
      className={`wheel wheel--${state}`}
      role="img"
      aria-label={
        chance === null
          ? t('upgrades.wheelIdle')
          : t('upgrades.wheelLabel', { chance: (chance * 100).toFixed(2) })
      }
      data-roll={roll ?? ''}
      data-angle={roll === null ? '' : (roll * 360).toFixed(4)}
      data-spinning={spinning ? 'true' : 'false'}
    >
      <svg viewBox="0 0 220 220" className="wheel__svg" aria-hidden="true">
        <defs>
          <linearGradient id="wheel-arc" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="#f5cf72" />
            <stop offset="100%" stopColor="#e08a1e" />
          </linearGradient>
          <radialGradient id="wheel-core" cx="50%" cy="40%" r="60%">
            <stop offset="0%" stopColor="#1d2638" />
            <stop offset="100%" stopColor="#0b0f17" />
          </radialGradient>
        </defs>
        <circle cx="110" cy="110" r="106" className="wheel__rim" />
        <circle cx="110" cy="110" r={R} className="wheel__track" />
        {Array.from({ length: 60 }, (_, i) => (
          <line
            key={i}
            x1="110"
            y1={i % 5 === 0 ? 8 : 11}
            x2="110"
            y2="15"
            className="wheel__tick"
            transform={`rotate(${i * 6} 110 110)`}
          />
        ))}
        <circle
          cx="110"
          cy="110"
          r={R}
          className="wheel__arc"
          stroke="url(#wheel-arc)"
          strokeDasharray={`${arc} ${C}`}
          transform="rotate(-90 110 110)"
        />
        <circle cx="110" cy="110" r="74" fill="url(#wheel-core)" className="wheel__core" />
      </svg>
      <div className="wheel__pointer" style={style} aria-hidden="true">
        <span className="wheel__needle" />
      </div>
      <div className="wheel__center">{children}</div>
    </div>
  );
}
