/**
 * Reel ticks (issue 31 "Sound"): while a strip slides, a tick each time a tile passes the marker,
 * read from the strip's rendered transform every frame, so the ticks slow with the reel (and come
 * a little lower as it slows). At most one tick a frame and none closer than 35 ms.
 */
import { play } from './sound.ts';

/**
 * Watches `track` (translated along `axis`) with tiles `step` px apart; returns the stop function.
 * Stops by itself after `maxMs`.
 */
export function watchReel(
  track: HTMLElement,
  step: number,
  axis: 'x' | 'y',
  maxMs = 8000,
): () => void {
  if (step <= 0 || typeof requestAnimationFrame === 'undefined') return () => undefined;
  const offset = () => {
    const m = new DOMMatrixReadOnly(getComputedStyle(track).transform);
    return Math.abs(axis === 'x' ? m.m41 : m.m42);
  };
  const started = performance.now();
  let last = Math.floor(offset() / step);
  let lastTick = 0;
  let lastPos = offset();
  let lastTime = started;
  let frame = requestAnimationFrame(function loop(now) {
    const pos = offset();
    const cell = Math.floor(pos / step);
    if (cell !== last && now - lastTick >= 35) {
      // tiles per second → a rate between 0.8 (crawling) and 1.25 (flying)
      const speed = (Math.abs(pos - lastPos) / step / Math.max(1, now - lastTime)) * 1000;
      play('tick', { rate: 0.8 + Math.min(0.45, speed / 60), volume: 0.6 });
      last = cell;
      lastTick = now;
    }
    lastPos = pos;
    lastTime = now;
    if (now - started < maxMs) frame = requestAnimationFrame(loop);
  });
  return () => cancelAnimationFrame(frame);
}
