/**
 * Each game project's catalog (issue 34, decision 019): the one place that knows which data belongs to which
 * project. A backend seeds the catalog of its `GAME_PROJECT` (seed.ts) and its leaderboards run that
 * catalog's series. Everything here is data; amounts in kopecks, coins whole.
 */
import type { GameProject } from '@cases/domain/projects';
import type { Rarity } from '@cases/domain/catalog';
import { allCases, catalogItems } from './catalog.ts';
import { csCases } from './cs/cases.ts';
import { csItems } from './cs/items.ts';
import { csBoardSeries } from './cs/leaderboards.ts';
import { csLevelCases } from './cs/level-cases.ts';
import { csOffers } from './cs/offers.ts';
import { CS_SEASON_SLUG, csSeasonLevels, csSeasonSettings, csSeasonTasks } from './cs/season.ts';
import { csSeasonCases, csShopCaseCoins } from './cs/season-cases.ts';
import { boardSeries, type BoardSeries } from './leaderboards.ts';
import { catalogOffers, type CatalogOffer } from './offers.ts';
import {
  SEASON_DAYS,
  SEASON_SLUG,
  seasonLevels,
  seasonSettings,
  seasonTasks,
  type SeedLevel,
  type SeedTask,
} from './season.ts';
import type { SeasonSettings } from './season-settings.ts';
import { catalogSections } from './sections.ts';
import type { CatalogCase, CatalogItem, CatalogSection } from './types.ts';
import { balanceVouchers } from './vouchers.ts';

/** The seeded season of a project: its slug, length (days), look and texts, pass levels and tasks. */
export interface SeasonSeed {
  slug: string;
  days: number;
  settings: SeasonSettings;
  levels: SeedLevel[];
  tasks: SeedTask[];
}

/** What a project's backend seeds and runs. */
export interface ProjectCatalog {
  items: CatalogItem[];
  /** Every case in position order: shop cases, level cases, season cases. */
  cases: CatalogCase[];
  sections: CatalogSection[];
  offers: readonly CatalogOffer[];
  season: SeasonSeed;
  boardSeries: BoardSeries[];
  /** The season board's prizes (modules/leaderboards season-board.ts): item slugs by place, first place first. */
  seasonBoardPrizes: string[];
  /** The demo blogger promo code's cheap and dear case (modules/promo `seedDemoPromoCodes`). */
  demoFlexCases: { cheap: string; dear: string };
}

const dota: ProjectCatalog = {
  items: catalogItems,
  cases: allCases,
  sections: catalogSections,
  offers: catalogOffers,
  season: {
    slug: SEASON_SLUG,
    days: SEASON_DAYS,
    settings: seasonSettings,
    levels: seasonLevels,
    tasks: seasonTasks,
  },
  boardSeries,
  seasonBoardPrizes: [
    'dread-retribution',
    'bladeform-legacy',
    'golden-atomic-ray-thrusters',
    'pauldrons-of-eternal-harvest',
    'yulsarias-mantle',
    'totem-of-deep-magma',
    'immortal-gardens',
    'wyrmwrought-flare',
    'atomic-ray-thrusters',
    'mindless-slaughter-hook',
  ],
  demoFlexCases: { cheap: 'starter', dear: 'immortal' },
};

/** A voucher's Dota grade in CS2's set, step for step from the lowest. */
const CS_GRADE_OF_VOUCHER: Partial<Record<Rarity, Rarity>> = {
  common: 'consumer',
  uncommon: 'industrial',
  rare: 'milspec',
};

/** CS2 sections: Dota's, with the hero cases' section holding weapon cases and the season's CS2 title. */
const csSections: CatalogSection[] = catalogSections.map((s) =>
  s.slug === 'heroes'
    ? { ...s, name: 'Оружие', nameEn: 'Weapons' }
    : s.slug === 'season'
      ? { ...s, name: csSeasonSettings.textTitle.ru, nameEn: csSeasonSettings.textTitle.en }
      : s,
);

const cs: ProjectCatalog = {
  // A CS2 skin is an ordinary item (type 0) without a hero; its kind is its slot. The shop's balance vouchers
  // are the same in both projects, graded in CS2's set (their colour on the tile).
  items: [
    ...csItems.map(({ slug, name, kind, rarity, priceKopecks }) => ({
      slug,
      name,
      hero: null,
      slot: kind,
      rarity,
      priceKopecks,
    })),
    ...balanceVouchers.map((v) => ({ ...v, rarity: CS_GRADE_OF_VOUCHER[v.rarity] ?? 'consumer' })),
  ],
  cases: [
    ...csCases.map((c) => (csShopCaseCoins[c.slug] ? { ...c, coins: csShopCaseCoins[c.slug] } : c)),
    ...csLevelCases,
    ...csSeasonCases,
  ],
  sections: csSections,
  offers: csOffers,
  season: {
    slug: CS_SEASON_SLUG,
    days: SEASON_DAYS,
    settings: csSeasonSettings,
    levels: csSeasonLevels,
    tasks: csSeasonTasks,
  },
  boardSeries: csBoardSeries,
  // The weekly race's prizes: CS2 skins of about the Dota season board's value.
  seasonBoardPrizes: csBoardSeries.find((s) => s.slug === 'weekly-spent')!.prizes,
  demoFlexCases: { cheap: 'starter', dear: 'covert' },
};

const CATALOGS: Readonly<Record<GameProject, ProjectCatalog>> = { dota, cs };

/** The catalog of `project`. */
export function projectCatalog(project: GameProject): ProjectCatalog {
  return CATALOGS[project];
}
