/**
 * i18next set-up: Russian default and fallback, English second (spec 000 §1, §3 Locale).
 *
 * The texts are split so the front page downloads only what it shows (issue 9): `@cases/i18n`'s
 * `ru.json` and `en.json` (packages/i18n, shared with the server's first screen) hold the shell's and the front page's texts (header, menus, footer, case cards, live
 * strip, sign-in, errors) and load before the first render, each language a chunk of its own that
 * the server preloads; every other page's texts are a bundle in a folder of its own
 * (`./battles/ru.json`, …) that loads with that page's lazy chunk (`loadTexts`, `withTexts`) and is
 * merged into the one `translation` namespace, so keys read the same everywhere. Both languages
 * must hold the same keys; the check below fails to compile otherwise, resources.test.ts checks
 * each file. The page's game project (project.ts) puts its own wording over them before the first
 * render, or once the config names it where the page did not (`switchProject`; project-texts.ts, issue 34).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { EnTexts, RuTexts } from './i18next.d.ts';
import { DEFAULT_LOCALE, LOCALES } from './locale.ts';
import type { Locale } from './locale.ts';
import { localeOfPath } from './locale-path.ts';
import type { GameProject } from '@cases/domain/projects';
import { applyProject, currentProject, DEFAULT_PROJECT, pageProject } from './project.ts';
import { projectTexts, projectVariables } from './project-texts.ts';

// Compile-time completeness check: each language has every key of the other.
type Covers<A, B> = [A] extends [B] ? true : false;
export const complete: [Covers<EnTexts, RuTexts>, Covers<RuTexts, EnTexts>] = [true, true];

type Texts = Record<string, unknown>;

const SHELL: Record<Locale, () => Promise<Texts>> = {
  ru: () => import('@cases/i18n/ru.json').then((m) => m.default),
  en: () => import('@cases/i18n/en.json').then((m) => m.default),
};

/** The bundles beside the shell's texts: `./<bundle>/<language>.json`. */
export const TEXT_BUNDLES = [
  'battles',
  'bonuses',
  'console',
  'contracts',
  'daily',
  'event',
  'exchange',
  'fairness',
  'front',
  'games',
  'leaderboards',
  'notices',
  'offers',
  'open',
  'pages',
  'profile',
  'promo-popup',
  'pwa',
  'refill',
  'sapper',
  'secret-shop',
  'support',
  'upgrades',
] as const;
export type TextBundle = (typeof TEXT_BUNDLES)[number];

const BUNDLE_FILES = import.meta.glob<Texts>('./*/*.json', { import: 'default' });
const loading = new Map<string, Promise<void>>();

/**
 * Loads `bundles` in the page's language and merges them into the texts; resolves when `t` has
 * them. Each file is fetched once; call it before rendering what uses them (a route's `lazy`, a
 * `React.lazy` factory — see `withTexts`).
 */
export function loadTexts(...bundles: TextBundle[]): Promise<void> {
  const lng = i18n.language as Locale;
  return Promise.all(
    bundles.map((bundle) => {
      const file = `./${bundle}/${lng}.json`;
      let done = loading.get(file);
      if (!done) {
        const load = BUNDLE_FILES[file];
        if (!load) throw new Error(`No texts ${file}`);
        done = load().then((texts) => {
          i18n.addResourceBundle(lng, 'translation', texts, true, false);
        });
        // A failed download may be retried by the next navigation.
        done.catch(() => loading.delete(file));
        loading.set(file, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/** `load` and the texts of `bundles` together: for `React.lazy` and route `lazy` factories. */
export function withTexts<T>(load: () => Promise<T>, ...bundles: TextBundle[]): () => Promise<T> {
  return () => Promise.all([load(), loadTexts(...bundles)]).then(([module]) => module);
}

/**
 * Loads the shell's texts of the URL's language (/en… English) and the page's project's own wording
 * (issue 34), initialises i18next once with them and applies the project to the document; resolves
 * to the instance, ready for synchronous `t`.
 */
export async function initI18n(): Promise<typeof i18n> {
  if (i18n.isInitialized) return i18n;
  const lng = localeOfPath(window.location.pathname);
  const project = pageProject();
  const [translation, own] = await Promise.all([SHELL[lng](), projectTexts(project, lng)]);
  applyProject(project);
  await i18n.use(initReactI18next).init({
    resources: { [lng]: { translation } },
    lng,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false, defaultVariables: projectVariables(project) },
    initAsync: false,
    // A text asked for before its bundle loaded would show as its key: say so, so the route
    // table's e2e walk (console errors fail it) catches a page that forgot a bundle.
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key, fallback) => {
      if (fallback === key) console.error(`Missing text "${key}" (${lng}): load its bundle first`);
    },
  });
  // Over the shell's texts and over any bundle's to come (bundles are added without overwriting).
  i18n.addResourceBundle(lng, 'translation', own, true, true);
  document.documentElement.lang = i18n.language;
  return i18n;
}

/**
 * Makes `project` the page's after the first render, when the config names another project than the page
 * did (a page the server wrote no `data-project` into): its wording over the texts, its default variables,
 * its theme, and a re-render. Only from the default project, whose texts are the base ones.
 */
export async function switchProject(project: GameProject): Promise<void> {
  if (project === currentProject() || currentProject() !== DEFAULT_PROJECT) return;
  const lng = i18n.language as Locale;
  const own = await projectTexts(project, lng);
  applyProject(project);
  i18n.addResourceBundle(lng, 'translation', own, true, true);
  const { interpolation } = i18n.options;
  if (interpolation) interpolation.defaultVariables = projectVariables(project);
  i18n.emit('languageChanged', lng);
}
