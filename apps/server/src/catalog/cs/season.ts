/**
 * The CS2 project's seeded season (issue 34): the Dota season's battle pass (levels, costs, tasks, look) with
 * CS2 texts, and every case it names swapped for the CS case that takes its place (`csCaseForDotaCase`); the
 * season's own cases keep their slugs (cs/season-cases.ts). Units as in ../season.ts (coins whole, money kopecks).
 */
import {
  seasonLevels,
  seasonSettings,
  seasonTasks,
  type SeedLevel,
  type SeedTask,
} from '../season.ts';
import type { SeasonSettings } from '../season-settings.ts';
import { csCaseForDotaCase } from './cases.ts';

export const CS_SEASON_SLUG = 'winter-operation-2026';

/** The CS case standing for a case slug of the Dota season (its own slug when it is not a Dota shop case). */
const cs = (slug: string) => csCaseForDotaCase[slug] ?? slug;

const title = { ru: 'Зимняя операция', en: 'Winter Operation' };

export const csSeasonSettings: SeasonSettings = {
  ...seasonSettings,
  textTitle: title,
  eventTitle: title,
  eventSubtitle: {
    ru: 'Сезон льда и стали: монеты за каждую игру, 50 уровней наград и розыгрыш каждую неделю',
    en: 'A season of ice and steel: coins for every game, 50 reward levels and a raffle every week',
  },
  eventFullName: {
    ru: 'Сезон «Зимняя операция» 2026',
    en: 'Season “Winter Operation” 2026',
  },
  newCases: [...new Set(seasonSettings.newCases.map(cs))],
};

export const csSeasonLevels: SeedLevel[] = seasonLevels.map((l) => ({
  ...l,
  rewardCases: l.rewardCases.map((c) => ({ ...c, case: cs(c.case) })),
}));

export const csSeasonTasks: SeedTask[] = seasonTasks.map((t) =>
  t.cases.includes('limited-aegis')
    ? {
        ...t,
        cases: t.cases.map(cs),
        description: {
          ru: `Откройте ${t.goal} кейса «Кубок чемпионов»`,
          en: `Open ${t.goal} Champions' Trophy cases`,
        },
      }
    : { ...t, cases: t.cases.map(cs) },
);
