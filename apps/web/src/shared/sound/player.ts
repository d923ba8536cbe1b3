/**
 * The howler side of the sound module, loaded by sound.ts on the first interaction: one Howl per
 * sound (Web Audio, created on first use), a global mute, and the `window.__sounds` test record.
 */
import { Howl, Howler } from 'howler';
import type { PlayOptions } from './sound.ts';
import { soundUrl } from './sounds.ts';
import type { SoundName } from './sounds.ts';

declare global {
  interface Window {
    __sounds?: { name: SoundName; rate: number; at: number }[];
  }
}

const howls = new Map<SoundName, Howl>();

function howl(name: SoundName): Howl {
  let h = howls.get(name);
  if (!h) {
    h = new Howl({ src: [soundUrl(name)], format: ['mp3'], preload: true, pool: 8 });
    howls.set(name, h);
  }
  return h;
}

const recording = (): boolean => {
  try {
    return localStorage.getItem('debug-sounds') === '1';
  } catch {
    return false;
  }
};

/** Mutes or unmutes everything, stopping what plays. */
export function mute(value: boolean): void {
  Howler.mute(value);
  if (value) Howler.stop();
}

/** Starts one sound at `rate` and `volume`. */
export function play(name: SoundName, { rate = 1, volume = 1 }: PlayOptions): void {
  const h = howl(name);
  const id = h.play();
  h.rate(Math.min(4, Math.max(0.5, rate)), id);
  h.volume(volume, id);
  if (recording()) (window.__sounds ??= []).push({ name, rate, at: performance.now() });
}
