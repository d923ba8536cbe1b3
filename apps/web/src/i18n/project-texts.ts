/**
 * Each game project's own wording (issue 34, decision 019): the texts that name the shop or the game, kept as
 * small override files in packages/i18n (`projects/<project>/<language>.json`, Dota 2 has none: the base texts
 * are its) and merged over the base texts before the first render, so a bundle that loads later never
 * replaces them (i18n.ts adds bundles without overwriting). Values that are plain data (the support address)
 * come from the project itself as i18next default variables (`{{supportEmail}}`).
 */
import { PROJECTS, type GameProject } from '@cases/domain/projects';
import type { Locale } from './locale.ts';

/** A tree of texts by key, as i18next keeps them. */
export type Texts = Record<string, unknown>;

/** Each project's override files, one per language; loaded only on that project's pages. */
export const PROJECT_TEXTS: Record<GameProject, Record<Locale, (() => Promise<Texts>) | null>> = {
  dota: { ru: null, en: null },
  cs: {
    ru: () => import('@cases/i18n/projects/cs/ru.json').then((m) => m.default),
    en: () => import('@cases/i18n/projects/cs/en.json').then((m) => m.default),
  },
};

/** The override texts of `project` in `lng`; {} when it has none. */
export async function projectTexts(project: GameProject, lng: Locale): Promise<Texts> {
  return (await PROJECT_TEXTS[project][lng]?.()) ?? {};
}

/** The i18next default variables of `project`'s texts (issue 34). */
export function projectVariables(project: GameProject): Record<string, string> {
  return { supportEmail: PROJECTS[project].supportEmail };
}
