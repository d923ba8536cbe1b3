/**
 * Page titles and descriptions per path, spec 000 §7 `POST /v1/seo/get`: Russian by default, English
 * for `en`, naming the backend's game project (seo-texts.ts; issue 34). The same answer is written into the
 * HTML the server sends, so crawlers see it without JS. An operator may change a page's texts in the console
 * (seo-settings.ts, admin-routes.ts; issue 30).
 */
import type { SeoTexts } from '@cases/domain/api/admin-content';
import type { Language } from '@cases/domain/api/site-web';
import type { GameProject } from '@cases/domain/projects';
import type { DbOrTx } from '../../db/client.ts';
import { localized } from '../../platform/lang.ts';
import type { Seo } from '../../platform/web.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { seoOverrides } from './seo-settings.ts';
import { SEO_PAGES, seoTexts } from './seo-texts.ts';

/** Page keys an operator may retitle in the console. */
export const SEO_PAGE_KEYS = SEO_PAGES;

/** The built-in texts of page `key` of `project` in both languages. */
export function defaultSeo(project: GameProject, key: string): SeoTexts {
  const { ru, en } = seoTexts(project);
  return {
    title: ru[key]!.title,
    description: ru[key]!.description,
    title_en: en[key]!.title,
    description_en: en[key]!.description,
  };
}

/** Page `key`'s texts in `lang`: the operator's when saved (seo-settings.ts), else the built-in ones. */
async function textsOf(
  db: DbOrTx,
  project: GameProject,
  key: string,
  lang: Language,
): Promise<Seo> {
  const own = (await seoOverrides(db))[key];
  if (!own) return seoTexts(project)[lang][key]!;
  return lang === 'ru'
    ? { title: own.title, description: own.description }
    : { title: own.title_en, description: own.description_en };
}

/** Which texts a path gets: the first prefix that matches (aliases share their page's texts). */
const PAGE_KEYS: [prefix: string, key: string][] = [
  ['/profile', 'profile'],
  ['/refill', 'refill'],
  ['/provably-fair', 'fair'],
  ['/faq', 'faq'],
  ['/battles', 'battles'],
  ['/upgrades', 'upgrades'],
  ['/contract', 'contract'],
  ['/sapper', 'sapper'],
  ['/ninja-defuse', 'sapper'],
  ['/techies', 'sapper'],
  ['/event-condition', 'conditions'],
  ['/privacy-policy', 'conditions'],
  ['/event', 'event'],
  ['/new-cases', 'event'],
  ['/leaderboard', 'leaderboard'],
  ['/daily-cases', 'daily'],
  ['/bonuses', 'bonuses'],
  ['/offers-shop', 'offers'],
  ['/secret-shop', 'secret'],
  ['/skin-exchange', 'exchange'],
  ['/user-agreement', 'agreement'],
  ['/cookies', 'cookies'],
  ['/contacts', 'contacts'],
  ['/welcome', 'welcome'],
];

/** A percent-decoded path segment, or null when it is malformed (`%E0`). */
function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Title and description of a path on `project`'s shop (query and hash ignored; a leading `/en` locale prefix
 * switches to English).
 */
export async function seoFor(
  db: DbOrTx,
  project: GameProject,
  rawUrl: string,
  lang: Language,
): Promise<Seo> {
  let path = rawUrl.split(/[?#]/)[0] ?? '/';
  try {
    path = new URL(rawUrl, 'http://x').pathname;
  } catch {
    /* keep the raw path */
  }
  if (path === '/en' || path.startsWith('/en/')) {
    lang = 'en';
    path = path.slice(3) || '/';
  }
  const open = /^\/open\/([^/]+)\/?$/.exec(path);
  const caseKey = open?.[1] && safeDecode(open[1]);
  if (caseKey) {
    const entry = (await snapshot(db)).byKey.get(caseKey);
    if (entry) {
      const name = localized(lang, entry.row.name, entry.row.nameEn);
      const t = await textsOf(db, project, 'open', lang);
      return {
        title: t.title.replaceAll('{name}', name),
        description: t.description.replaceAll('{name}', name),
      };
    }
  }
  const key =
    path === '/' ? 'home' : (PAGE_KEYS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'other');
  // The operator console's paths (issue 44) are unknown pages here: `other`, like any path the shop lacks.
  return textsOf(db, project, key, lang);
}
