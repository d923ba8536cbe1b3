/**
 * A player's level in its colour band (spec 000 §9 "Level colour bands: 1-4, 5-9, 10-14, 15-19, then
 * tens up to 199, and 200"): the band's first level picks the colour from a ramp that warms with rank.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { levelBand } from '@cases/domain/levels';
import './level-badge.css';

/** Colour of a band (its first level): grey → green → blue → purple → pink → red → gold at 200. */
export function levelColor(level: number): string {
  const band = levelBand(level);
  if (band >= 200) return '#f5c542';
  const ramp = ['#9aa4b5', '#5fbf6b', '#4b9be0', '#7b6cf0', '#b25ee8', '#e05ab4', '#f06a4a'];
  const index = band < 20 ? Math.floor(band / 5) : 3 + Math.floor((band - 20) / 30);
  return ramp[Math.min(index, ramp.length - 1)]!;
}

/** `12` in a rounded badge of the level's band colour, named "Level 12" for screen readers. */
export function LevelBadge({ level, className }: { level: number; className?: string }) {
  const { t } = useTranslation();
  const style = { '--level-color': levelColor(level) } as CSSProperties;
  return (
    <span
      className={`level-badge ${className ?? ''}`}
      style={style}
      title={t('levels.level', { level })}
      aria-label={t('levels.level', { level })}
      data-band={levelBand(level)}
    >
      {level}
    </span>
  );
}
