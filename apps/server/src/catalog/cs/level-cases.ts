/**
 * CS level cases (spec 000 §3 User levels, §4 "Level shown by position"): free cases unlocked by the player's
 * level — 1, 15, 30, 40, then (index+1)×15 — each opening once every 24 hours; the same slugs, levels and
 * expected values as the Dota level cases, named after CS2's competitive ranks. Weights follow
 * w ∝ price^(−t) with the cheapest item at 100 000, t fitted so the expected value (comment after each case)
 * grows with the level; volatility as in cases.ts.
 */
import type { CatalogCase } from '../types.ts';

export const csLevelCases: CatalogCase[] = [
  {
    slug: 'level-1',
    name: 'Серебро',
    nameEn: 'Silver',
    section: 'levels',
    priceKopecks: 0,
    oldPriceKopecks: null,
    label: null,
    volatility: 1,
    color: '#9fb3c8',
    available: true,
    level: 1,
    items: [
      { item: 'ak-47-uncharted-ft', weight: 751 },
      { item: 'awp-capillary-ft', weight: 2010 },
      { item: 'm4a4-magnesium-ft', weight: 5379 },
      { item: 'desert-eagle-blue-ply-ft', weight: 18588 },
      { item: 'famas-meow-36-ft', weight: 28937 },
      { item: 'm4a4-poly-mag-ft', weight: 49740 },
      { item: 'glock-18-winterized-ft', weight: 68784 },
      { item: 'ump-45-roadblock-ft', weight: 100000 },
    ],
  }, // expected value 8.00 RUB
  {
    slug: 'level-15',
    name: 'Золотая звезда',
    nameEn: 'Gold Nova',
    section: 'levels',
    priceKopecks: 0,
    oldPriceKopecks: null,
    label: null,
    volatility: 1,
    color: '#e8c547',
    available: true,
    level: 15,
    items: [
      { item: 'ak-47-slate-ft', weight: 51 },
      { item: 'awp-atheris-ft', weight: 263 },
      { item: 'ak-47-rat-rod-ft', weight: 1660 },
      { item: 'glock-18-moonrise-ft', weight: 3153 },
      { item: 'ak-47-uncharted-ft', weight: 5377 },
      { item: 'usp-s-blueprint-ft', weight: 25689 },
      { item: 'm4a4-magnesium-ft', weight: 46515 },
      { item: 'desert-eagle-mudder-ft', weight: 100000 },
    ],
  }, // expected value 20.00 RUB
  {
    slug: 'level-30',
    name: 'Магистр-хранитель',
    nameEn: 'Master Guardian',
    section: 'levels',
    priceKopecks: 0,
    oldPriceKopecks: null,
    label: null,
    volatility: 1,
    color: '#4fc3f7',
    available: true,
    level: 30,
    items: [
      { item: 'awp-electric-hive-ft', weight: 16 },
      { item: 'p90-asiimov-ft', weight: 47 },
      { item: 'awp-fever-dream-ft', weight: 149 },
      { item: 'usp-s-cyrex-ft', weight: 2674 },
      { item: 'ak-47-elite-build-ft', weight: 6710 },
      { item: 'awp-exoskeleton-ft', weight: 31779 },
      { item: 'glock-18-umbral-rabbit-ft', weight: 76378 },
      { item: 'usp-s-ticket-to-hell-ft', weight: 100000 },
    ],
  }, // expected value 60.00 RUB
  {
    slug: 'level-40',
    name: 'Легендарный беркут',
    nameEn: 'Legendary Eagle',
    section: 'levels',
    priceKopecks: 0,
    oldPriceKopecks: null,
    label: null,
    volatility: 2,
    color: '#7c4dff',
    available: true,
    level: 40,
    items: [
      { item: 'ak-47-asiimov-ft', weight: 15 },
      { item: 'awp-neo-noir-ft', weight: 76 },
      { item: 'ak-47-redline-ft', weight: 110 },
      { item: 'm4a1-s-cyrex-ft', weight: 424 },
      { item: 'ak-47-ice-coaled-ft', weight: 2064 },
      { item: 'ak-47-blue-laminate-ft', weight: 6136 },
      { item: 'ak-47-elite-build-ft', weight: 42637 },
      { item: 'm4a4-spider-lily-ft', weight: 100000 },
    ],
  }, // expected value 120.00 RUB
  {
    slug: 'level-75',
    name: 'Великий магистр',
    nameEn: 'Supreme Master',
    section: 'levels',
    priceKopecks: 0,
    oldPriceKopecks: null,
    label: null,
    volatility: 2,
    color: '#e040fb',
    available: true,
    level: 75,
    items: [
      { item: 'awp-asiimov-ft', weight: 99 },
      { item: 'gut-knife-safari-mesh-ft', weight: 225 },
      { item: 'usp-s-kill-confirmed-ft', weight: 614 },
      { item: 'ak-47-neon-rider-ft', weight: 1314 },
      { item: 'awp-electric-hive-ft', weight: 4607 },
      { item: 'glock-18-neo-noir-ft', weight: 18868 },
      { item: 'ak-47-slate-ft', weight: 53513 },
      { item: 'usp-s-cyrex-ft', weight: 100000 },
    ],
  }, // expected value 300.00 RUB
  {
    slug: 'level-90',
    name: 'Всемирная элита',
    nameEn: 'Global Elite',
    section: 'levels',
    priceKopecks: 0,
    oldPriceKopecks: null,
    label: null,
    volatility: 1,
    color: '#ff5252',
    available: true,
    level: 90,
    items: [
      { item: 'm9-bayonet-crimson-web-ft', weight: 1 },
      { item: 'awp-asiimov-ft', weight: 13 },
      { item: 'hydra-gloves-emerald-ft', weight: 40 },
      { item: 'ak-47-vulcan-ft', weight: 62 },
      { item: 'usp-s-printstream-ft', weight: 262 },
      { item: 'ak-47-redline-ft', weight: 2765 },
      { item: 'm4a1-s-cyrex-ft', weight: 15231 },
      { item: 'awp-fever-dream-ft', weight: 100000 },
    ],
  }, // expected value 600.00 RUB
];
