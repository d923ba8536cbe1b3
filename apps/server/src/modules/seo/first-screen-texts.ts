/**
 * The web app's own interface texts (packages/i18n, one file per language, shared with the web app) for
 * the HTML first screen, so the page the server writes says exactly what the app then renders: the base texts
 * under the game project's own wording (`projects/<project>/<language>.json`, as the app's
 * i18n/project-texts.ts merges them; issue 34). Keys, `{{name}}` placeholders and the
 * `_one`/`_few`/`_many`/`_other` plural suffixes work as in i18next.
 */
import type { Language } from '@cases/domain/api/site-web';
import { GAME_PROJECTS, type GameProject } from '@cases/domain/projects';
import en from '@cases/i18n/en.json';
import ru from '@cases/i18n/ru.json';
import csEn from '@cases/i18n/projects/cs/en.json';
import csRu from '@cases/i18n/projects/cs/ru.json';

const RESOURCES: Record<Language, unknown> = { ru, en };
/** Each project's own wording by language (Dota 2's is the base). */
const PROJECT_RESOURCES: Record<GameProject, Record<Language, unknown>> = {
  dota: { ru: {}, en: {} },
  cs: { ru: csRu, en: csEn },
};

/** Translates `key` (dotted) with `{{placeholders}}`; `count` picks the plural form. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The translate function of `lang` on `project`'s shop (the default project's unless named); a missing key
 * falls back to Russian, then to the key.
 */
export function textsFor(lang: Language, project: GameProject = GAME_PROJECTS[0]): Translate {
  const plural = new Intl.PluralRules(lang);
  const own = PROJECT_RESOURCES[project];
  const find = (language: Language, k: string) =>
    lookup(own[language], k) ?? lookup(RESOURCES[language], k);
  return (key, vars = {}) => {
    const keys =
      typeof vars.count === 'number' ? [`${key}_${plural.select(vars.count)}`, key] : [key];
    let text: string | undefined;
    for (const k of keys) text ??= find(lang, k) ?? find('ru', k);
    return (text ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) =>
      name in vars ? String(vars[name]) : m,
    );
  };
}
