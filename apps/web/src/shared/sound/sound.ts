/**
 * Sound state and playback (issue 31 "Sound"): `play(name, {rate})` is silent until the player's
 * first pointerdown or keydown on the page (browsers' autoplay rules) and while muted; the mute
 * choice is remembered in localStorage. The audio library (howler) loads with the first
 * interaction, in its own chunk, so the front page's scripts do not grow.
 * Test hook: with localStorage `debug-sounds` = "1", every sound actually started is recorded on
 * `window.__sounds` as {name, rate, at (ms, performance.now())}.
 */
import type * as PlayerModule from './player.ts';
import type { SoundName } from './sounds.ts';

export interface PlayOptions {
  /** Playback rate, 0.5–4 (1 = as recorded). */
  rate?: number;
  /** Volume 0–1 (default 1). */
  volume?: number;
}

const MUTED_KEY = 'sound-muted';
type Player = typeof PlayerModule;

let player: Player | null = null;
let unlocked = false;
let armed = false;
let muted = readMuted();
const listeners = new Set<() => void>();

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

/** True while sound is switched off. */
export const isMuted = (): boolean => muted;

/** Switches sound off or on, remembers the choice and stops anything playing when muting. */
export function setMuted(value: boolean): void {
  muted = value;
  try {
    localStorage.setItem(MUTED_KEY, value ? '1' : '0');
  } catch {
    // private mode: the choice lasts for this page only
  }
  player?.mute(value);
  for (const l of listeners) l();
}

/** Calls `listener` on every mute change; returns the unsubscribe. */
export function onMutedChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function unlock() {
  if (unlocked) return;
  unlocked = true;
  window.removeEventListener('pointerdown', unlock, true);
  window.removeEventListener('keydown', unlock, true);
  void load();
}

async function load(): Promise<Player | null> {
  if (!player) {
    try {
      player = await import('./player.ts');
      player.mute(muted);
    } catch {
      return null;
    }
  }
  return player;
}

/** Waits for the player's first interaction (pointerdown/keydown) before any sound can play. Idempotent. */
export function armSound(): void {
  if (armed || typeof window === 'undefined') return;
  armed = true;
  window.addEventListener('pointerdown', unlock, true);
  window.addEventListener('keydown', unlock, true);
}

/** Plays a sound unless muted or before the first interaction; never throws. */
export function play(name: SoundName, options: PlayOptions = {}): void {
  if (!unlocked || muted) return;
  void load().then((p) => {
    if (p && !muted) p.play(name, options);
  });
}
