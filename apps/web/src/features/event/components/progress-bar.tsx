/** A horizontal progress bar (0–1) painted with the pass's gradient; an accessible progressbar. */
import type { CSSProperties } from 'react';

export function ProgressBar({
  value,
  label,
  gradient,
}: {
  value: number;
  label: string;
  gradient?: string;
}) {
  const pct = Math.round(Math.min(1, Math.max(0, value)) * 100);
  const style = { '--pct': `${pct}%`, ...(gradient ? { '--bar': gradient } : {}) } as CSSProperties;
  return (
    <div
      className="season-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      style={style}
    >
      <span className="season-bar__fill" />
    </div>
  );
}
