/**
 * The shop's recurring leaderboards (spec 001 §3 Leaderboard; issue 13). Each series opens a new board
 * for every window of its period (Moscow days, weeks from Monday, calendar months) with these texts,
 * picture, order, entry minimum and prize table (catalog item slugs by place, first place first).
 * Prize budgets: the daily board pays about 5 % of what a busy day's top 10 spend, the weekly ones more.
 */
import type { BoardPeriod, BoardType } from '@cases/domain/leaderboards';

export interface BoardSeries {
  slug: string;
  type: BoardType;
  period: BoardPeriod;
  title: string;
  titleEn: string;
  /** Key under `leaderboards.` in the web's texts. */
  description: string;
  image: string;
  order: number;
  /** Kopecks for money boards, a count for battles. */
  minScore: number;
  prizes: string[];
}

export const boardSeries: BoardSeries[] = [
  {
    slug: 'daily-spent',
    type: 'cases_spent',
    period: 'day',
    title: 'Гонка дня',
    titleEn: 'Race of the day',
    description: 'dailySpent',
    image: '/leaderboards/daily-spent.svg',
    order: 1,
    minScore: 10_000,
    prizes: [
      'golden-atomic-ray-thrusters',
      'pauldrons-of-eternal-harvest',
      'yulsarias-mantle',
      'immortal-gardens',
      'atomic-ray-thrusters',
      'lord-of-the-sundered-souls-shoulders',
      'cursed-cryptbreaker-head',
      'glory-of-the-elderflame-belt',
      'mindless-slaughter-hook',
      'dead-heat-bodice',
    ],
  },
  {
    slug: 'weekly-spent',
    type: 'cases_spent',
    period: 'week',
    title: 'Недельный марафон',
    titleEn: 'Weekly marathon',
    description: 'weeklySpent',
    image: '/leaderboards/weekly-spent.svg',
    order: 2,
    minScore: 50_000,
    prizes: [
      'bladeform-legacy',
      'golden-basher-of-mage-skulls',
      'golden-scavenging-guttleslug',
      'golden-atomic-ray-thrusters',
      'pauldrons-of-eternal-harvest',
      'yulsarias-mantle',
      'totem-of-deep-magma',
      'immortal-gardens',
      'wyrmwrought-flare',
      'atomic-ray-thrusters',
      'lord-of-the-sundered-souls-shoulders',
      'cursed-cryptbreaker-head',
      'glory-of-the-elderflame-belt',
      'glory-of-the-elderflame-neck',
      'mindless-slaughter-hook',
    ],
  },
  {
    slug: 'weekly-battles',
    type: 'battles_won',
    period: 'week',
    title: 'Гладиаторы недели',
    titleEn: 'Gladiators of the week',
    description: 'weeklyBattles',
    image: '/leaderboards/weekly-battles.svg',
    order: 3,
    minScore: 1,
    prizes: [
      'golden-atomic-ray-thrusters',
      'yulsarias-mantle',
      'totem-of-deep-magma',
      'immortal-gardens',
      'wyrmwrought-flare',
    ],
  },
  {
    slug: 'weekly-upgrades',
    type: 'upgrades_won',
    period: 'week',
    title: 'Мастер апгрейда',
    titleEn: 'Upgrade master',
    description: 'weeklyUpgrades',
    image: '/leaderboards/weekly-upgrades.svg',
    order: 4,
    minScore: 10_000,
    prizes: [
      'golden-atomic-ray-thrusters',
      'yulsarias-mantle',
      'totem-of-deep-magma',
      'immortal-gardens',
      'wyrmwrought-flare',
    ],
  },
];
