/**
 * The season's raffles (issue 28 "Raffle"): back to back inside the season's window, each `lengthMs`
 * long (a week by default, RAFFLE_LENGTH_S), the last one cut at the season's end. Raffle n (1-based)
 * covers [season start + (n − 1) × length, min(season start + n × length, season end)), slug
 * `<season slug>-week-<n>`, and gives the same prize table: catalog item ids (catalog/items.ts), the
 * first position the dearest.
 */
import type { Localized } from '../../catalog/season-settings.ts';

/** Prizes by position (1 first): Bladeform Legacy 1 750 ₽, … Wyrmwrought Flare 68 ₽. */
export const RAFFLE_PRIZES = [
  'bladeform-legacy',
  'golden-atomic-ray-thrusters',
  'yulsarias-mantle',
  'immortal-gardens',
  'wyrmwrought-flare',
] as const;

export interface RaffleSlot {
  n: number;
  slug: string;
  title: Localized;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The raffle of `season` whose window holds `now` (epoch ms), or null outside the season's window.
 * `lengthMs` must be positive.
 */
export function raffleSlot(
  season: { slug: string; startsAt: Date; endsAt: Date },
  lengthMs: number,
  now: number,
): RaffleSlot | null {
  const start = season.startsAt.getTime();
  const end = season.endsAt.getTime();
  if (now < start || now >= end) return null;
  const n = Math.floor((now - start) / lengthMs) + 1;
  return {
    n,
    slug: `${season.slug}-week-${n}`,
    title: { ru: `Розыгрыш недели ${n}`, en: `Raffle of week ${n}` },
    startsAt: new Date(start + (n - 1) * lengthMs),
    endsAt: new Date(Math.min(start + n * lengthMs, end)),
  };
}
