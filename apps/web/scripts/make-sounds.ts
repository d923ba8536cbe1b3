/**
 * Synthesizes the shop's sounds (issue 31 "Sound") from oscillators, envelopes and seeded noise
 * and encodes each to a small mono MP3 (22,050 Hz, 40 kbit/s) with lamejs, into
 * apps/web/public/sounds/<name>.mp3. Nothing is sampled or downloaded, so the files are the
 * project's own; the output is deterministic. Regenerate: `npm run sounds -w @cases/web`.
 * The names are the ones apps/web/src/shared/sound/sounds.ts plays.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Mp3Encoder } from '@breezystack/lamejs';

const RATE = 22050;
const KBPS = 40;
const OUT = join(dirname(fileURLToPath(import.meta.url)), '../public/sounds');

type Wave = 'sine' | 'square' | 'triangle' | 'saw';

/** A mono buffer of `seconds`, samples in −1…1. */
const buffer = (seconds: number) => new Float32Array(Math.ceil(seconds * RATE));

/** Seeded PRNG (mulberry32), so regenerating gives the same files. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function osc(wave: Wave, phase: number): number {
  const p = phase - Math.floor(phase);
  switch (wave) {
    case 'sine':
      return Math.sin(2 * Math.PI * p);
    case 'square':
      return p < 0.5 ? 1 : -1;
    case 'triangle':
      return 1 - 4 * Math.abs(p - 0.5);
    case 'saw':
      return 2 * p - 1;
  }
}

interface Tone {
  at: number;
  /** seconds */
  length: number;
  freq: number;
  /** frequency at the end (a glide); defaults to `freq` */
  to?: number;
  wave?: Wave;
  gain?: number;
  attack?: number;
  /** exponential decay time constant, seconds */
  decay?: number;
}

/** Adds a tone with an attack ramp and an exponential decay. */
function tone(out: Float32Array, t: Tone) {
  const { at, length, freq, to = freq, wave = 'sine', gain = 0.5, attack = 0.004 } = t;
  const decay = t.decay ?? length / 4;
  const start = Math.floor(at * RATE);
  const n = Math.floor(length * RATE);
  let phase = 0;
  for (let i = 0; i < n && start + i < out.length; i++) {
    const time = i / RATE;
    const f = freq * Math.pow(to / freq, i / n);
    phase += f / RATE;
    const env = Math.min(1, time / attack) * Math.exp(-time / decay) * Math.min(1, (n - i) / 64);
    out[start + i]! += osc(wave, phase) * env * gain;
  }
}

/** Adds low-passed noise (one-pole, `cutoff` 0…1) with an exponential decay. */
function noise(
  out: Float32Array,
  at: number,
  length: number,
  gain: number,
  decay: number,
  cutoff: number,
  seed: number,
) {
  const rnd = random(seed);
  const start = Math.floor(at * RATE);
  const n = Math.floor(length * RATE);
  let y = 0;
  for (let i = 0; i < n && start + i < out.length; i++) {
    y += cutoff * (rnd() * 2 - 1 - y);
    const time = i / RATE;
    const env = Math.min(1, time / 0.002) * Math.exp(-time / decay) * Math.min(1, (n - i) / 64);
    out[start + i]! += y * env * gain;
  }
}

/** A bright bell: a sine with two inharmonic partials. */
function bell(out: Float32Array, at: number, freq: number, length: number, gain = 0.3) {
  tone(out, { at, length, freq, gain, decay: length / 3 });
  tone(out, { at, length: length * 0.6, freq: freq * 2.76, gain: gain * 0.35, decay: length / 6 });
  tone(out, { at, length: length * 0.4, freq: freq * 5.4, gain: gain * 0.15, decay: length / 10 });
}

const SOUNDS: Record<string, () => Float32Array> = {
  /** The reel passing one tile: a short woody click. */
  tick() {
    const b = buffer(0.05);
    tone(b, {
      at: 0,
      length: 0.04,
      freq: 1900,
      to: 900,
      wave: 'triangle',
      gain: 0.45,
      decay: 0.008,
    });
    noise(b, 0, 0.02, 0.25, 0.004, 0.6, 1);
    return b;
  },
  /** Reveal of a common/uncommon/rare drop: a soft two-note chime. */
  'reveal-low'() {
    const b = buffer(0.6);
    bell(b, 0, 660, 0.5, 0.3);
    bell(b, 0.08, 880, 0.5, 0.25);
    return b;
  },
  /** Reveal of a mythical/legendary drop: a rising three-note chord. */
  'reveal-mid'() {
    const b = buffer(0.9);
    [523, 659, 784, 1047].forEach((f, i) => bell(b, i * 0.07, f, 0.7, 0.22));
    tone(b, { at: 0, length: 0.8, freq: 131, wave: 'triangle', gain: 0.2, decay: 0.3 });
    return b;
  },
  /** Reveal of an immortal/arcana drop: a sweep, a low hit and a bright arpeggio. */
  'reveal-high'() {
    const b = buffer(1.4);
    noise(b, 0, 0.35, 0.35, 0.15, 0.15, 2);
    tone(b, { at: 0, length: 0.5, freq: 80, to: 45, wave: 'sine', gain: 0.55, decay: 0.18 });
    [523, 659, 784, 1047, 1319, 1568].forEach((f, i) => bell(b, 0.1 + i * 0.06, f, 0.9, 0.2));
    tone(b, { at: 0.1, length: 1.2, freq: 262, wave: 'saw', gain: 0.06, decay: 0.5 });
    return b;
  },
  /** A battle round starts: a whoosh into a low drum. */
  round() {
    const b = buffer(0.55);
    noise(b, 0, 0.3, 0.3, 0.1, 0.08, 3);
    tone(b, { at: 0.12, length: 0.4, freq: 140, to: 60, gain: 0.6, decay: 0.12 });
    tone(b, {
      at: 0.12,
      length: 0.15,
      freq: 440,
      to: 330,
      wave: 'square',
      gain: 0.08,
      decay: 0.05,
    });
    return b;
  },
  /** Upgrade won: a major arpeggio up. */
  win() {
    const b = buffer(0.9);
    [523, 659, 784, 1047].forEach((f, i) =>
      tone(b, { at: i * 0.08, length: 0.6, freq: f, wave: 'square', gain: 0.1, decay: 0.18 }),
    );
    bell(b, 0.32, 1568, 0.55, 0.18);
    return b;
  },
  /** Upgrade lost: a falling minor pair with a buzz. */
  lose() {
    const b = buffer(0.8);
    tone(b, { at: 0, length: 0.35, freq: 392, to: 370, wave: 'saw', gain: 0.14, decay: 0.15 });
    tone(b, { at: 0.22, length: 0.55, freq: 311, to: 220, wave: 'saw', gain: 0.14, decay: 0.22 });
    return b;
  },
  /** Mines: a cell pressed. */
  click() {
    const b = buffer(0.06);
    tone(b, { at: 0, length: 0.05, freq: 700, to: 500, wave: 'square', gain: 0.18, decay: 0.01 });
    noise(b, 0, 0.03, 0.2, 0.006, 0.4, 4);
    return b;
  },
  /** Mines: a safe cell — a sparkling gem. */
  gem() {
    const b = buffer(0.5);
    bell(b, 0, 1319, 0.35, 0.25);
    bell(b, 0.06, 1976, 0.4, 0.2);
    return b;
  },
  /** Mines: the mine goes off. */
  blast() {
    const b = buffer(1.0);
    noise(b, 0, 0.9, 0.8, 0.25, 0.12, 5);
    tone(b, { at: 0, length: 0.6, freq: 90, to: 35, gain: 0.7, decay: 0.2 });
    return b;
  },
  /** A reward claimed (free/daily case, level reward, contract result): coins jingle. */
  claim() {
    const b = buffer(0.7);
    [1568, 2093, 1760, 2349].forEach((f, i) => bell(b, i * 0.06, f, 0.35, 0.14));
    tone(b, { at: 0, length: 0.25, freq: 784, to: 1175, wave: 'triangle', gain: 0.15, decay: 0.1 });
    return b;
  },
  /** Items sold: a cash-register ding. */
  sale() {
    const b = buffer(0.7);
    noise(b, 0, 0.05, 0.3, 0.01, 0.7, 6);
    bell(b, 0.04, 1760, 0.6, 0.25);
    bell(b, 0.04, 2637, 0.45, 0.12);
    return b;
  },
};

/** Normalizes to −1 dBFS and encodes to MP3 bytes. */
function encode(samples: Float32Array): Uint8Array {
  const peak = samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  const pcm = Int16Array.from(samples, (v) => Math.round((v / peak) * 0.89 * 32767));
  const encoder = new Mp3Encoder(1, RATE, KBPS);
  const parts: Uint8Array[] = [];
  for (let i = 0; i < pcm.length; i += 1152)
    parts.push(encoder.encodeBuffer(pcm.subarray(i, i + 1152)));
  parts.push(encoder.flush());
  return Buffer.concat(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.length)));
}

mkdirSync(OUT, { recursive: true });
for (const [name, make] of Object.entries(SOUNDS)) {
  const bytes = encode(make());
  writeFileSync(join(OUT, `${name}.mp3`), bytes);
  console.log(`${name}.mp3 ${bytes.length} B`);
}
